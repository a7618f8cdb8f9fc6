import { describe, expect, it } from 'vitest';
import { credentialsNeedingAttention, groupAuthorizations, waitingForSignature } from './attention';

const authorization = (id: string, daysUntilEnd: number, extra: { ended?: boolean; lowUnits?: boolean } = {}) => ({
  id,
  daysUntilEnd,
  ended: extra.ended ?? daysUntilEnd < 0,
  lowUnits: extra.lowUnits ?? false,
});

describe('the dashboard flags', () => {
  it('puts each authorization in the tightest window it ends in, the 7th, 30th and 60th days included', () => {
    const groups = groupAuthorizations([
      authorization('today', 0),
      authorization('a week', 7),
      authorization('eight days', 8),
      authorization('a month', 30),
      authorization('31 days', 31),
      authorization('60 days', 60),
      authorization('61 days', 61),
      authorization('ended', -1),
    ]);
    expect(groups.ending.map((group) => [group.days, group.rows.map((row) => row.id)])).toEqual([
      [7, ['today', 'a week']],
      [30, ['eight days', 'a month']],
      [60, ['31 days', '60 days']],
    ]);
  });

  it('lists low units whatever the end date, but not for an ended authorization', () => {
    const groups = groupAuthorizations([
      authorization('low, far', 200, { lowUnits: true }),
      authorization('low, ended', -3, { lowUnits: true }),
      authorization('plenty', 200),
    ]);
    expect(groups.lowUnits.map((row) => row.id)).toEqual(['low, far']);
  });

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

  it('lists staff with an expired or expiring credential, soonest first', () => {
    const staff = [
      { name: 'current', credentialAlert: { level: 'CURRENT', daysLeft: 400 } },
      { name: 'none', credentialAlert: null },
      { name: 'in 20 days', credentialAlert: { level: 'WITHIN_30_DAYS', daysLeft: 20 } },
      { name: 'expired', credentialAlert: { level: 'EXPIRED', daysLeft: -4 } },
    ];
    expect(credentialsNeedingAttention(staff).map((row) => row.name)).toEqual(['expired', 'in 20 days']);
  });
});
