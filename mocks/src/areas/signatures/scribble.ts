// Seeded signatures are real PNGs: a pen stroke through a few loops, ink on a transparent ground, different for
// every person (the curve's loops come from the faker).
import type { Faker } from '@faker-js/faker';
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
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 2);
    for (let x = 0; x < width; x += 1) row.set([20, alpha[y * width + x]!], 1 + x * 2);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function scribblePng(faker: Faker): Buffer {
  const alpha = new Uint8Array(width * height);
  const loops = faker.number.int({ min: 3, max: 6 });
  const lift = faker.number.float({ min: 0.6, max: 1.4 });
  const slant = faker.number.float({ min: 0.15, max: 0.45 });
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
