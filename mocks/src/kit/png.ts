// PNG files drawn pixel by pixel, written by pngjs: each pixel given as red, green, blue and alpha (0–255), the file
// storing only the channels the picture uses (grey or colour, with or without alpha).
import { PNG, type ColorType } from 'pngjs';

export type Rgba = readonly [red: number, green: number, blue: number, alpha: number];

/** The channels a PNG stores for each pixel (its colour type). */
export const pngChannels = { grey: 0, rgb: 2, greyAlpha: 4, rgba: 6 } as const satisfies Record<string, ColorType>;

/** The PNG of a width × height picture whose pixel at (x, y), from the top left, is colourAt(x, y). */
export function encodePng(width: number, height: number, colourAt: (x: number, y: number) => Rgba, channels: ColorType = pngChannels.rgba): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) png.data.set(colourAt(x, y), (y * width + x) * 4);
  }
  return PNG.sync.write(png, { colorType: channels });
}
