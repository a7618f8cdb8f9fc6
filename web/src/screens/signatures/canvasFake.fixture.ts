// jsdom has no 2D canvas. This fake records every call and property set, measures text as half the font's size per
// character, and makes toBlob answer a PNG-headed blob, so the typed-signature path can be read back.
import { vi } from 'vitest';

export type CanvasCall = [name: string, ...args: unknown[]];

export interface FakeContext {
  calls: CanvasCall[];
  font: string;
}

const fontPx = (font: unknown) => Number(/(\d+)px/.exec(String(font))?.[1] ?? 10);

export function fakeContext(): FakeContext & CanvasRenderingContext2D {
  const calls: CanvasCall[] = [];
  const state: Record<string | symbol, unknown> = { font: '10px sans-serif', calls };
  return new Proxy(state, {
    get(target, property) {
      if (property in target) return target[property];
      if (property === 'measureText') return (text: string) => ({ width: text.length * fontPx(target.font) * 0.5 });
      return (...args: unknown[]) => void calls.push([String(property), ...args]);
    },
    set(target, property, value) {
      target[property] = value;
      calls.push([`set ${String(property)}`, value]);
      return true;
    },
  }) as unknown as FakeContext & CanvasRenderingContext2D;
}

export const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Every canvas gets its own fake context; toBlob answers a PNG-headed blob. */
export function fakeCanvases(): Map<HTMLCanvasElement, FakeContext> {
  const contexts = new Map<HTMLCanvasElement, FakeContext>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let context = contexts.get(this);
    if (!context) {
      context = fakeContext();
      contexts.set(this, context);
    }
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type) {
    callback(new Blob([new Uint8Array(pngHeader), `${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  return contexts;
}
