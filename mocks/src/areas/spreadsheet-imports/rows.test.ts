// The cells a session row's times may hold, and units by the 15-minute midpoint rule at their edges.
import { describe, expect, it } from 'vitest';
import { timeText, unitsOf } from './rows.js';

describe('a sheet time', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:05', '09:05'],
    ['9:30 AM', '09:30'],
    ['12:15 pm', '12:15'],
    ['12:15 AM', '00:15'],
    ['1:45 PM', '13:45'],
    ['09:30:00', '09:30'],
    ['1899-12-30 14:00:00', '14:00'],
  ])('%s reads as %s', (cell, time) => expect(timeText(cell)).toBe(time));

  it.each(['', 'noon', '24:00', '9:60', '13:00 PM', '0:30 AM'])('%s is no time', (cell) => expect(timeText(cell)).toBeUndefined());
});

describe('units from minutes', () => {
  it.each([
    [7, 0],
    [8, 1],
    [15, 1],
    [22, 1],
    [23, 2],
    [60, 4],
    [67, 4],
    [68, 5],
  ])('%i minutes are %i units', (minutes, units) => expect(unitsOf(minutes)).toBe(units));
});
