// The invoice arithmetic at its edges: units by the midpoint rule for 15-, 30- and 60-minute codes, amounts to the
// cent, and totals by funder that are the sums of the lines.
import { describe, expect, it } from 'vitest';
import { unitsFor } from '../appointments/units.js';
import { billedUnits, dollars, lineAmount, minutesBetween, totalsOf } from './arithmetic.js';

describe('billed units', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 1],
    [14, 1],
    [15, 1],
    [22, 1],
    [23, 2],
    [30, 2],
    [37, 2],
    [38, 3],
    [60, 4],
    [67, 4],
    [68, 5],
    [180, 12],
  ])('%i minutes of a 15-minute code bill %i units, as the calendar counts them', (minutes, units) => {
    expect(billedUnits(minutes)).toBe(units);
    expect(billedUnits(minutes, 15)).toBe(unitsFor(minutes));
  });

  it.each([
    [29, 60, 0],
    [30, 60, 1],
    [89, 60, 1],
    [90, 60, 2],
    [14, 30, 0],
    [15, 30, 1],
    [44, 30, 1],
    [45, 30, 2],
  ])('%i minutes of a %i-minute code bill %i units', (minutes, unit, units) => {
    expect(billedUnits(minutes, unit)).toBe(units);
  });

  it('bills nothing for no time or a negative span', () => {
    expect(billedUnits(-5)).toBe(0);
    expect(billedUnits(Number.NaN)).toBe(0);
    expect(minutesBetween('10:00', '09:00')).toBe(0);
    expect(minutesBetween('09:00', '09:23')).toBe(23);
    expect(minutesBetween('08:45', '11:00')).toBe(135);
  });
});

describe('amounts and totals', () => {
  it('multiplies units by the rate to the cent', () => {
    expect(lineAmount(3, 17.25)).toBe(51.75);
    expect(lineAmount(7, 0.1)).toBe(0.7);
    expect(lineAmount(12, 18.37)).toBe(220.44);
    expect(lineAmount(0, 95)).toBe(0);
  });

  it('totals by funder, each the sum of its lines, the whole the sum of the funders', () => {
    const totals = totalsOf([
      { funder_id: 2, funder_name: 'Cigna', units: 8, amount: lineAmount(8, 15.1) },
      { funder_id: 1, funder_name: 'Aetna', units: 1, amount: lineAmount(1, 0.1) },
      { funder_id: 1, funder_name: 'Aetna', units: 2, amount: lineAmount(2, 0.1) },
      { funder_id: 2, funder_name: 'Cigna', units: 3, amount: lineAmount(3, 15.1) },
    ]);
    expect(totals).toEqual({
      sessions: 4,
      units: 14,
      amount: 166.4,
      by_funder: [
        { funder_id: 1, funder_name: 'Aetna', sessions: 2, units: 3, amount: 0.3 },
        { funder_id: 2, funder_name: 'Cigna', sessions: 2, units: 11, amount: 166.1 },
      ],
    });
    expect(totalsOf([])).toEqual({ sessions: 0, units: 0, amount: 0, by_funder: [] });
  });

  it('writes dollars with cents and thousands', () => {
    expect(dollars(1234.5)).toBe('$1,234.50');
    expect(dollars(0)).toBe('$0.00');
  });
});
