import { expect, it } from 'vitest';
import { nextStamp } from './stamp.js';

it('issues distinct five-character stamps whose first two characters already differ', () => {
  const stamps = Array.from({ length: 36 * 36 }, () => nextStamp());
  expect(stamps.every((stamp) => /^[0-9A-Z]{5}$/.test(stamp))).toBe(true);
  expect(new Set(stamps).size).toBe(stamps.length);
  expect(new Set(stamps.map((stamp) => stamp.slice(0, 2))).size).toBe(stamps.length);
});
