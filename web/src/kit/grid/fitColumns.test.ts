import { describe, expect, it } from 'vitest';
import { fittedMinWidths, SQUEEZED_MIN_WIDTH } from './fitColumns';

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('the columns fitted to their frame', () => {
  it('keeps the widths asked for when they fit, or while the frame is not measured', () => {
    expect(fittedMinWidths([160, 190, 130], 480)).toEqual([160, 190, 130]);
    expect(fittedMinWidths([160, 190, 130], 0)).toEqual([160, 190, 130]);
  });

  it('takes room from the widest columns first, and together they take no more than the room', () => {
    // The staff list at 1366 × 850 with the menu open: 890 px beside its actions for 1,216 px of columns.
    const staff = [160, 190, 130, 120, 116, 100, 280, 120];
    const fitted = fittedMinWidths(staff, 890);
    expect(sum(fitted)).toBeLessThanOrEqual(890);
    expect(sum(fitted)).toBeGreaterThan(880);
    // The status keeps its width; name, email, phone and credentials come down to the same width.
    expect(fitted[5]).toBe(100);
    expect(new Set([fitted[0], fitted[1], fitted[2], fitted[6]]).size).toBe(1);
    expect(fitted[6]).toBeLessThan(120);
  });

  it('keeps the width of the column that names the record while the others can give up enough', () => {
    // The student list at 1366 × 850: its name column keeps 160 px, the others share what is left.
    const students = [160, 220, 120, 120, 120, 120, 120, 100];
    const fitted = fittedMinWidths(students, 892, [true]);
    expect(fitted[0]).toBe(160);
    expect(sum(fitted)).toBeLessThanOrEqual(892);
    expect(fitted[7]).toBe(100);
    // Where the others would fall below the floor, every column gives up room.
    expect(fittedMinWidths([400, 120, 120], 300, [true])[0]).toBeLessThan(400);
  });

  it('squeezes no column below the floor', () => {
    expect(fittedMinWidths([120, 120, 120], 150)).toEqual([SQUEEZED_MIN_WIDTH, SQUEEZED_MIN_WIDTH, SQUEEZED_MIN_WIDTH]);
  });
});
