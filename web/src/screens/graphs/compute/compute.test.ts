// The graphs' arithmetic: least-squares trends, phase splitting, zero versus gap, moving averages, celeration and
// the CSV text of a table.
import { describe, expect, it } from 'vitest';
import { celerationLabel, celerationOf, celerationValues } from './celeration';
import { toCsv } from './csv';
import { cellText, countDayKinds, dayKind } from './days';
import { exponentialAverage, indicatorValues, movingAverage, phaseMeans } from './indicators';
import { splitPhases } from './phases';
import { fitLine, lineValues, pointsBetween } from './trend';

describe('trend fit', () => {
  it('fits the least-squares line and skips gaps', () => {
    expect(
      fitLine([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toEqual({ slope: 2, intercept: 1 });
    const points = pointsBetween([2, null, 4, null, 6], 0, 4);
    expect(points).toEqual([
      { x: 0, y: 2 },
      { x: 2, y: 4 },
      { x: 4, y: 6 },
    ]);
    expect(fitLine(points)).toEqual({ slope: 1, intercept: 2 });
    const noisy = fitLine([
      { x: 0, y: 0 },
      { x: 1, y: 2 },
      { x: 2, y: 1 },
      { x: 3, y: 3 },
    ])!;
    expect(noisy.slope).toBeCloseTo(0.8);
    expect(noisy.intercept).toBeCloseTo(0.3);
  });

  it('fits nothing through fewer than two points or a single day', () => {
    expect(fitLine([{ x: 1, y: 1 }])).toBeUndefined();
    expect(
      fitLine([
        { x: 1, y: 1 },
        { x: 1, y: 2 },
      ]),
    ).toBeUndefined();
  });

  it('draws the line across its phase only', () => {
    expect(lineValues({ slope: 1, intercept: 0 }, 5, 1, 3)).toEqual([null, 1, 2, 3, null]);
  });
});

describe('phase splitting', () => {
  const days = ['2025-12-01', '2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05', '2025-12-06'];

  it('starts each phase on its change and ends it the day before the next', () => {
    expect(
      splitPhases(days, [
        { label: 'Intervention', date: '2025-12-04' },
        { label: 'Baseline', date: '2025-12-01' },
      ]),
    ).toEqual([
      { label: 'Baseline', first: 0, last: 2 },
      { label: 'Intervention', first: 3, last: 5 },
    ]);
  });

  it('keeps the days before the first change as a phase of their own, and one phase without changes', () => {
    expect(splitPhases(days, [{ label: 'Intervention', date: '2025-12-03' }])).toEqual([
      { label: 'Before', first: 0, last: 1 },
      { label: 'Intervention', first: 2, last: 5 },
    ]);
    expect(splitPhases(days, [])).toEqual([{ label: 'All days', first: 0, last: 5 }]);
    expect(splitPhases([], [{ label: 'Baseline', date: '2025-12-01' }])).toEqual([]);
  });

  it('lets a change on a day without data start on the next day, and the last of two changes on a day stand', () => {
    expect(
      splitPhases(
        ['2025-12-01', '2025-12-05'],
        [
          { label: 'A', date: '2025-12-01' },
          { label: 'B', date: '2025-12-03' },
          { label: 'C', date: '2025-12-05' },
        ],
      ),
    ).toEqual([
      { label: 'A', first: 0, last: 0 },
      { label: 'C', first: 1, last: 1 },
    ]);
  });
});

describe('zero versus gap', () => {
  it('tells a session day with nothing recorded from a day without a session', () => {
    expect(dayKind(0, true)).toBe('zero');
    expect(dayKind(null, false)).toBe('gap');
    expect(dayKind(3, true)).toBe('recorded');
    const days = ['2025-12-01', '2025-12-02', '2025-12-03'];
    expect(countDayKinds([0, null, 4], new Set(['2025-12-01', '2025-12-03']), days)).toEqual({ recorded: 1, zero: 1, gap: 1 });
    expect(cellText(null)).toBe('No session');
    expect(cellText(0)).toBe('0');
    expect(cellText(null, 'Not run')).toBe('Not run');
  });
});

describe('technical indicators', () => {
  it('averages the last sessions, skipping gaps', () => {
    expect(movingAverage([1, 2, null, 3, 4], 3)).toEqual([null, null, null, 2, 3]);
    expect(exponentialAverage([10, null, 20], 3)).toEqual([10, null, 15]);
  });

  it('draws each phase’s mean across it', () => {
    expect(
      phaseMeans(
        [1, 3, null, 10, 20],
        [
          { label: 'A', first: 0, last: 2 },
          { label: 'B', first: 3, last: 4 },
        ],
      ),
    ).toEqual([2, 2, 2, 15, 15]);
    expect(indicatorValues({ key: 'sma5', kind: 'moving average', window: 5 }, [1, 2, 3, 4, 5], [])).toEqual([null, null, null, null, 3]);
  });
});

describe('celeration', () => {
  it('draws ×2.0 for a rate doubling every week', () => {
    const rates = Array.from({ length: 29 }, (_, day) => 0.5 * 2 ** (day / 7));
    const celeration = celerationOf(rates)!;
    expect(celeration.factor).toBeCloseTo(2, 6);
    expect(celeration.label).toBe('×2.0');
  });

  it('draws ÷ for a falling rate, leaves days without a rate out of the fit and ignores zero days', () => {
    const rates = Array.from({ length: 15 }, (_, day) => (day % 3 === 1 ? null : day === 5 ? 0 : 8 / 1.5 ** (day / 7)));
    expect(celerationOf(rates)!.label).toBe('÷1.5');
    expect(celerationOf([null, 0, 2])).toBeUndefined();
    expect(celerationLabel(1)).toBe('×1.0');
  });

  it('draws the line on its phase, kept on the chart', () => {
    const celeration = celerationOf([1, 10, 100])!;
    const values = celerationValues(celeration, 5, 0, 4);
    expect(values[2]).toBeCloseTo(100);
    expect(values[4]).toBe(1000);
  });
});

describe('CSV', () => {
  it('quotes what needs quoting', () => {
    expect(
      toCsv(
        ['Day', 'Note'],
        [
          ['2025-12-01', 'a, "b"'],
          ['2025-12-02', null],
        ],
      ),
    ).toBe('Day,Note\r\n2025-12-01,"a, ""b"""\r\n2025-12-02,\r\n');
  });
});
