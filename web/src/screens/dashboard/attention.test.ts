import { describe, expect, it } from 'vitest';
import { waitingForSignature } from './attention';

describe('the dashboard flags', () => {
  it('keeps notes until they are signed, newest session first', () => {
    const rows = [
      { noteStatus: 'Signed', date: '2026-12-02', startTime: '09:00' },
      { noteStatus: 'Pending', date: '2026-11-28', startTime: '13:00' },
      { noteStatus: 'Missing', date: '2026-12-01', startTime: '08:30' },
      { noteStatus: 'Pending', date: '2026-12-01', startTime: '12:30' },
    ];
    expect(waitingForSignature(rows).map((row) => `${row.noteStatus} ${row.date} ${row.startTime}`)).toEqual([
      'Pending 2026-12-01 12:30',
      'Missing 2026-12-01 08:30',
      'Pending 2026-11-28 13:00',
    ]);
  });
});
