// A randomizer that is cheap to seed. The mocks seed faker once per value they draw (thousands per answer), and
// faker's Mersenne Twister costs about 0.1 ms a seed; this small generator (mulberry32) costs next to nothing.
import type { Randomizer } from '@faker-js/faker';

export function placeRandomizer(): Randomizer {
  let state = 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
    seed(seed) {
      const parts = Array.isArray(seed) ? seed : [seed];
      state = parts.reduce((acc, part) => Math.imul(acc ^ Math.floor(part), 0x9e3779b1) >>> 0, 0x811c9dc5);
    },
  };
}
