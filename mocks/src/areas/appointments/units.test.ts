// The midpoint rule at its edges, and a weekly series' days.
import { describe, expect, it } from 'vitest';
import { seriesDays } from './recurrence.js';
import { unitsFor } from './units.js';

describe('units from minutes', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 1],
    [15, 1],
    [22, 1],
    [23, 2],
    [60, 4],
    [67, 4],
    [68, 5],
  ])('%i minutes bill %i units', (minutes, units) => {
    expect(unitsFor(minutes)).toBe(units);
  });
});

describe('a weekly series', () => {
  const weekly = { days_of_week: [1, 3], until: null, count: null, until_authorization_ends: false };

  it('starts on the booked day and takes the chosen weekdays after it', () => {
    expect(seriesDays('2027-01-11', { ...weekly, count: 4 }, null)).toEqual(['2027-01-11', '2027-01-13', '2027-01-18', '2027-01-20']);
  });

  it("ends on its last day, or on the authorization's, whichever comes first", () => {
    expect(seriesDays('2027-01-11', { ...weekly, until: '2027-01-18' }, null)).toEqual(['2027-01-11', '2027-01-13', '2027-01-18']);
    expect(seriesDays('2027-01-11', { ...weekly, until: '2027-03-01', until_authorization_ends: true }, '2027-01-13')).toEqual([
      '2027-01-11',
      '2027-01-13',
    ]);
  });
});
