// Seeded signatures are real PNGs: a pen stroke through a few loops, ink on a transparent ground, different for
// every person (the curve's loops come from a number the seed gives each one). They are drawn when first served, so
// seeding costs nothing.
import { crc32, deflateSync } from 'node:zlib';

const width = 360;
const height = 120;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Grey-and-alpha pixels (two bytes each) as a PNG. */
function encodePng(alpha: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 4, 0, 0, 0], 8);
  const pixels = Buffer.alloc(height * (1 + width * 2));
  for (let y = 0; y < height; y += 1) {
    const start = y * (1 + width * 2) + 1;
    for (let x = 0; x < width; x += 1) {
      pixels[start + x * 2] = 20;
      pixels[start + x * 2 + 1] = alpha[y * width + x]!;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
  return encodePng(alpha);
}
