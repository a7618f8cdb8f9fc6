import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testNow } from '../../../../mocks/src/kit/clock';
import { createIdleTimer } from './idleTimer';

const minute = 60_000;
// The suite's pinned instant: the timer starts there, and every time below is counted from it.
const start = Date.parse(testNow);

describe('the idle timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onIdle after exactly the idle time without input, not a millisecond before, and once', () => {
    const onIdle = vi.fn();
    createIdleTimer({ idleMs: 15 * minute, onIdle });
    vi.advanceTimersByTime(15 * minute - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60 * minute);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('counts from the last input: input resets it', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 15 * minute, onIdle });
    vi.advanceTimersByTime(10 * minute);
    timer.input();
    vi.advanceTimersByTime(14 * minute);
    timer.input();
    vi.advanceTimersByTime(15 * minute - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("takes another tab's input at its own time, and never goes back to an earlier one", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 5 * minute, onIdle });
    timer.input(start + 3 * minute);
    timer.input(start + minute);
    expect(timer.lastInput).toBe(start + 3 * minute);
    vi.advanceTimersByTime(8 * minute - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts again after an unlock, and takes a new idle time from the last input', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 15 * minute, onIdle });
    vi.advanceTimersByTime(15 * minute);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3 * minute);
    timer.restart();
    vi.advanceTimersByTime(2 * minute);
    timer.setIdleMs(5 * minute);
    vi.advanceTimersByTime(3 * minute - 1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('stops: nothing is called after stop', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: minute, onIdle });
    timer.stop();
    vi.advanceTimersByTime(10 * minute);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
