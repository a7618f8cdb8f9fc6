// jsdom has no 2D canvas. This stand-in records what is drawn, so tests can read the painting back.
import { vi } from 'vitest';

export type DrawCall = [method: string, ...args: unknown[]];

export interface RecordingContext {
  calls: DrawCall[];
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
}

export function recordingContext(): RecordingContext & CanvasRenderingContext2D {
  const state: RecordingContext = { calls: [], fillStyle: '', strokeStyle: '', lineWidth: 1 };
  const record =
    (method: string) =>
    (...args: unknown[]) => {
      // The style in force is part of what a fill or stroke means.
      const style = method.startsWith('fill') ? [state.fillStyle] : method.startsWith('stroke') ? [state.strokeStyle] : [];
      state.calls.push([method, ...args, ...style]);
    };
  return Object.assign(state, {
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    strokeRect: record('strokeRect'),
    drawImage: record('drawImage'),
  }) as unknown as RecordingContext & CanvasRenderingContext2D;
}

/** Every canvas gets its own recording context; toBlob answers a PNG-typed blob of the canvas size. */
export function stubCanvas(): { contexts: Map<HTMLCanvasElement, RecordingContext> } {
  const contexts = new Map<HTMLCanvasElement, RecordingContext>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    let context = contexts.get(this);
    if (!context) {
      context = recordingContext();
      contexts.set(this, context);
    }
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type) {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    callback(new Blob([new Uint8Array(png), `${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  return { contexts };
}
