// The PNG encoder: a file any decoder reads back to the same pixels, storing only the channels asked for.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng, pngChannels, type Rgba } from './png.js';

const colourAt = (x: number, y: number): Rgba => [x * 40, y * 60, 200, x === 0 ? 128 : 255];

describe('encodePng', () => {
  it('writes the pixels row by row from the top left, with their alpha', () => {
    const png = PNG.sync.read(encodePng(4, 3, colourAt));
    expect([png.width, png.height, png.colorType]).toEqual([4, 3, pngChannels.rgba]);
    expect([...png.data.subarray(0, 4)]).toEqual([0, 0, 200, 128]);
    expect([...png.data.subarray((2 * 4 + 3) * 4, (2 * 4 + 3) * 4 + 4)]).toEqual([120, 120, 200, 255]);
  });

  it('stores grey, colour or grey with alpha when the picture needs no more', () => {
    const grey = PNG.sync.read(encodePng(2, 2, () => [20, 20, 20, 255], pngChannels.grey));
    expect(grey.colorType).toBe(pngChannels.grey);
    expect([...grey.data.subarray(0, 4)]).toEqual([20, 20, 20, 255]);
    expect(PNG.sync.read(encodePng(2, 2, () => [1, 2, 3, 255], pngChannels.rgb)).colorType).toBe(pngChannels.rgb);
    const ink = PNG.sync.read(encodePng(2, 2, () => [20, 20, 20, 90], pngChannels.greyAlpha));
    expect(ink.colorType).toBe(pngChannels.greyAlpha);
    expect([...ink.data.subarray(0, 4)]).toEqual([20, 20, 20, 90]);
  });
});
