// The image of a signature given before the portal kept notes (the seeded completed notes): a pen stroke drawn as a
// PNG, the same for a staff member on every note, so a seeded report has a signature to show.
import { encodePng, pngChannels } from '../../kit/png.js';

/** The storage key of a seeded signature: the staff member's id. */
export const seededSignatureKey = /^seeded-(\d+)$/;

const width = 240;
const height = 60;

/** A grey-scale PNG of a wave whose shape follows the seed (a staff member's id). */
export function strokePng(seed: number): Buffer {
  const ink = new Uint8Array(width * height);
  const frequency = 0.05 + (seed % 7) * 0.01;
  for (let x = 10; x < width - 10; x += 1) {
    const y = Math.round(height / 2 + Math.sin(x * frequency) * (12 + (seed % 5)) * Math.cos(x / 60));
    for (let dy = -1; dy <= 1; dy += 1) {
      if (y + dy >= 0 && y + dy < height) ink[(y + dy) * width + x] = 1;
    }
  }
  return encodePng(width, height, (x, y) => (ink[y * width + x] ? [20, 20, 20, 255] : [255, 255, 255, 255]), pngChannels.grey);
}
