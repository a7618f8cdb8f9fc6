import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, networkQuiet, QUIET_MS, type FetchWatch } from './networkQuiet';

/** A page whose fetches the test ends by hand. */
function fakePage() {
  let onFetched: (() => void) | null = null;
  const watch: FetchWatch = (listener) => {
    onFetched = listener;
    return () => (onFetched = null);
  };
  return { watch, fetched: () => onFetched?.(), watching: () => onFetched !== null };
}

describe('the quiet network the offline copy waits for', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('comes once nothing has been fetched for a second, each fetch starting the second again', async () => {
    const page = fakePage();
    const settled = vi.fn();
    void networkQuiet(page.watch).then(settled);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    page.fetched();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    page.fetched();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    // It stops watching the page once settled.
    expect(page.watching()).toBe(false);
  });

  it('comes at the latest a while after it was asked for, on a page that never stops fetching', async () => {
    const page = fakePage();
    const settled = vi.fn();
    void networkQuiet(page.watch).then(settled);
    // A fetch every half second, the last half a second before the latest.
    for (let at = 0; at < LATEST_MS - QUIET_MS / 2; at += QUIET_MS / 2) {
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
      page.fetched();
    }
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(page.watching()).toBe(false);
  });
});
