import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunkTimeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('the screen chunk time-out', () => {
  it('is 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a screen whose code does not arrive in time', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise(() => {}));
    const outcome = expect(loading).rejects.toThrow('The page took too long to load.');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await outcome;
  });

  it('passes a screen that arrives in time', async () => {
    const Component = () => null;
    await expect(withChunkTimeout(() => Promise.resolve({ Component }), 50)).resolves.toEqual({ Component });
  });
});
