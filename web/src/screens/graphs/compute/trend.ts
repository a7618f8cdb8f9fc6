// Least-squares lines: the trend of a phase's values against their day index, and the value of a fitted line at a
// day. Gaps (null) take no part in a fit; fewer than two values fit no line.

export interface Line {
  slope: number;
  intercept: number;
}

/** The least-squares line through the (x, y) points; undefined for fewer than two points or a single x. */
export function fitLine(points: readonly { x: number; y: number }[]): Line | undefined {
  if (points.length < 2) return undefined;
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const point of points) {
    sxx += (point.x - meanX) ** 2;
    sxy += (point.x - meanX) * (point.y - meanY);
  }
  if (sxx === 0) return undefined;
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/** The points of a series between two indexes (both included), gaps left out. */
export function pointsBetween(values: readonly (number | null)[], first: number, last: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let x = first; x <= last; x += 1) {
    const y = values[x];
    if (y !== null && y !== undefined) points.push({ x, y });
  }
  return points;
}

/** A fitted line's values on the given indexes, everything else null (so the line spans its phase only). */
export function lineValues(line: Line, length: number, first: number, last: number): (number | null)[] {
  return Array.from({ length }, (_, x) => (x >= first && x <= last ? line.slope * x + line.intercept : null));
}
