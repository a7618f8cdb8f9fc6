import { describe, expect, it } from 'vitest';
import { monthRange, rangeProblems } from './range';

describe('payroll ranges', () => {
  it('covers a month from its first to its last day', () => {
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthRange('2025-12')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('refuses days that are not real, an end before the start and a range over a year', () => {
    expect(rangeProblems({ startDate: '2026-03-01', endDate: '2026-03-31' })).toEqual({});
    expect(rangeProblems({ startDate: '2026-02-30', endDate: '' })).toEqual({
      from: 'The from field must be a valid date.',
      to: 'The to field must be a valid date.',
    });
    expect(rangeProblems({ startDate: '2026-03-31', endDate: '2026-03-01' })).toEqual({ to: 'The to date must be on or after the from date.' });
    expect(rangeProblems({ startDate: '2025-01-01', endDate: '2026-01-01' })).toEqual({});
    expect(rangeProblems({ startDate: '2025-01-01', endDate: '2026-01-02' })).toEqual({ to: 'The range must not be longer than 366 days.' });
  });
});
