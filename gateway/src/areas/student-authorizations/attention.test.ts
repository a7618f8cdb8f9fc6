// The grouping behind the dashboard's authorizations card, at its boundaries: the 7th, 30th and 60th days, ended
// authorizations, low units whatever the end date, each group's order and its first rows.
import { describe, expect, it } from 'vitest';
import { groupAttention } from './attention.js';

const today = '2026-03-01';

/** An authorization ending `days` after today with `left` of 100 units (or of `total`) still to use. */
function ending(id: string, days: number, left = 100, total = 100) {
  const end = new Date(Date.UTC(2026, 2, 1 + days)).toISOString().slice(0, 10);
  return { id, end_date: end, total_units: total, units_used: total - left };
}

const ids = (rows: readonly Record<string, unknown>[]) => rows.map((row) => row.id);

describe('authorizations needing attention', () => {
  it('puts each authorization in the tightest window it ends in, the 7th, 30th and 60th days included', () => {
    const records = [
      ending('a month', 30),
      ending('today', 0),
      ending('eight days', 8),
      ending('a week', 7),
      ending('31 days', 31),
      ending('60 days', 60),
      ending('61 days', 61),
      ending('ended', -1),
    ];
    const groups = groupAttention(records, 8, today);
    expect(groups.ending.map((group) => [group.days, group.total, ids(group.rows)])).toEqual([
      [7, 2, ['today', 'a week']],
      [30, 2, ['eight days', 'a month']],
      [60, 2, ['31 days', '60 days']],
    ]);
    expect(groups.lowUnits).toEqual({ days: null, total: 0, rows: [] });
  });

  it('lists low units whatever the end date, fewest left first, but not for an ended authorization', () => {
    const records = [
      ending('9 of 100 left', 200, 9),
      ending('low, ended', -3, 1),
      ending('plenty', 200),
      ending('none authorized', 300, 0, 0),
      ending('1 of 50 left', 250, 1, 50),
    ];
    const groups = groupAttention(records, 8, today);
    expect(groups.lowUnits.total).toBe(3);
    expect(ids(groups.lowUnits.rows)).toEqual(['none authorized', '1 of 50 left', '9 of 100 left']);
  });

  it('counts every flagged authorization but answers only the first rows of each group', () => {
    const records = Array.from({ length: 30 }, (_, index) => ending(`ends in ${29 - index}`, 29 - index, 5));
    const groups = groupAttention(records, 3, today);
    expect(groups.ending.map((group) => group.total)).toEqual([8, 22, 0]);
    expect(ids(groups.ending[0]!.rows)).toEqual(['ends in 0', 'ends in 1', 'ends in 2']);
    expect(ids(groups.ending[1]!.rows)).toEqual(['ends in 8', 'ends in 9', 'ends in 10']);
    expect(groups.lowUnits.total).toBe(30);
    expect(groups.lowUnits.rows).toHaveLength(3);
  });
});
