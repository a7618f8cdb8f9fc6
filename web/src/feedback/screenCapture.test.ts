import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canCaptureScreen, captureDelayMs, captureScreen, isCaptureCancelled } from './screenCapture';
import { userAgents } from './userAgents.fixture';

const withDisplayMedia = { getDisplayMedia: vi.fn() };

describe('where capture is offered', () => {
  it('needs the user agent rule and getDisplayMedia both', () => {
    expect(canCaptureScreen({ userAgent: userAgents.chrome94, mediaDevices: withDisplayMedia })).toBe(true);
    expect(canCaptureScreen({ userAgent: userAgents.edge94, mediaDevices: withDisplayMedia })).toBe(true);
    expect(canCaptureScreen({ userAgent: userAgents.opera80, mediaDevices: withDisplayMedia })).toBe(true);
    expect(canCaptureScreen({ userAgent: userAgents.chrome93, mediaDevices: withDisplayMedia })).toBe(false);
    expect(canCaptureScreen({ userAgent: userAgents.firefox, mediaDevices: withDisplayMedia })).toBe(false);
    expect(canCaptureScreen({ userAgent: userAgents.chrome94, mediaDevices: undefined })).toBe(false);
    expect(canCaptureScreen({ userAgent: userAgents.chrome94, mediaDevices: {} as MediaDevices })).toBe(false);
  });

  it('treats closing the picker as a cancellation, not a failure', () => {
    expect(isCaptureCancelled(new DOMException('denied', 'NotAllowedError'))).toBe(true);
    expect(isCaptureCancelled(new DOMException('gone', 'AbortError'))).toBe(true);
    expect(isCaptureCancelled(new Error('boom'))).toBe(false);
  });
});

describe('captureScreen', () => {
  const events: string[] = [];
  const stop = vi.fn(() => events.push('stop'));
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;

  beforeEach(() => {
    events.length = 0;
    stop.mockClear();
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
    // jsdom has no 2D canvas: a stand-in that records the frame and exports a PNG-typed blob.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return { drawImage: () => events.push(`draw ${this.width}x${this.height}`) } as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement['getContext']);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
      events.push(`export ${type}`);
      callback(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: type ?? '' }));
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits 500 ms after the stream starts, takes one PNG frame and stops the tracks', async () => {
    const getDisplayMedia = vi.fn(() => Promise.resolve(stream));
    const result = captureScreen({ getDisplayMedia });
    await vi.advanceTimersByTimeAsync(captureDelayMs - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const png = await result;
    expect(captureDelayMs).toBe(500);
    expect(getDisplayMedia).toHaveBeenCalledWith(expect.objectContaining({ video: true, audio: false }));
    expect(events).toEqual(['draw 1280x720', 'export image/png', 'stop']);
    expect(png.type).toBe('image/png');
  });

  it('stops the tracks when the frame cannot be taken', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValueOnce(new Error('no frame'));
    const result = captureScreen({ getDisplayMedia: () => Promise.resolve(stream) });
    const settled = expect(result).rejects.toThrow('no frame');
    await vi.advanceTimersByTimeAsync(captureDelayMs);
    await settled;
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
