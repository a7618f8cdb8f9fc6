// The image of a signature given before the portal kept notes (the seeded completed notes): a pen stroke drawn as a
// PNG, the same for a staff member on every note, so a seeded report has a signature to show.
import { crc32, deflateSync } from 'node:zlib';

/** The storage key of a seeded signature: the staff member's id. */
export const seededSignatureKey = /^seeded-(\d+)$/;

const width = 240;
const height = 60;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey-scale PNG of a wave whose shape follows the seed (a staff member's id). */
export function strokePng(seed: number): Buffer {
  const pixels = Buffer.alloc((width + 1) * height, 255);
  for (let row = 0; row < height; row += 1) pixels[row * (width + 1)] = 0;
  const frequency = 0.05 + (seed % 7) * 0.01;
  for (let x = 10; x < width - 10; x += 1) {
    const y = Math.round(height / 2 + Math.sin(x * frequency) * (12 + (seed % 5)) * Math.cos(x / 60));
    for (let dy = -1; dy <= 1; dy += 1) {
      const at = (y + dy) * (width + 1) + 1 + x;
      if (y + dy >= 0 && y + dy < height) pixels[at] = 20;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
