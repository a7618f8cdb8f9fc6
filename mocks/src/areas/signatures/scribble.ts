// Seeded signatures are real PNGs: a pen stroke through a few loops, ink on a transparent ground, different for
// every person (the curve's loops come from a number the seed gives each one). They are drawn when first served, so
// seeding costs nothing.
import { encodePng, pngChannels } from '../../kit/png.js';

const width = 360;
const height = 120;

/** A small deterministic generator (mulberry32): the same number draws the same signature. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function scribblePng(seed: number): Buffer {
  const next = random(seed);
  const alpha = new Uint8Array(width * height);
  const loops = 3 + Math.floor(next() * 4);
  const lift = 0.6 + next() * 0.8;
  const slant = 0.15 + next() * 0.3;
  const ink = (cx: number, cy: number) => {
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        const x = Math.round(cx + dx);
        const y = Math.round(cy + dy);
        const reach = Math.hypot(dx, dy);
        if (x < 0 || y < 0 || x >= width || y >= height || reach > 2) continue;
        alpha[y * width + x] = Math.max(alpha[y * width + x]!, reach > 1.4 ? 120 : 255);
      }
    }
  };
  for (let step = 0; step <= 2400; step += 1) {
    const t = step / 2400;
    const angle = t * loops * 2 * Math.PI;
    const x = 24 + t * (width - 60) + 18 * Math.cos(angle) - slant * 30 * Math.sin(angle * 0.5);
    const y = height / 2 + 30 * lift * Math.sin(angle) * (1 - 0.5 * t) - 8 * Math.sin(t * Math.PI);
    ink(x, y);
  }
  return encodePng(width, height, (x, y) => [20, 20, 20, alpha[y * width + x]!], pngChannels.greyAlpha);
}
