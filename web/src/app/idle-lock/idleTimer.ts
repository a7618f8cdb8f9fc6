// Counts the time since the last input and calls onIdle once that time reaches the idle time. Input only records
// when it came (a listener costs one assignment, however often the pointer moves); the one timer, due when the time
// runs out, looks at the last input when it fires and waits again if there was any since.

export interface IdleTimerOptions {
  idleMs: number;
  onIdle: () => void;
  /** The clock; the page's own unless a test gives another. */
  now?: () => number;
}

export interface IdleTimer {
  /** Input came at `at` (now unless given: another tab's input comes with its time). */
  input(at?: number): void;
  /** When the last input came. */
  readonly lastInput: number;
  /** Starts counting again from now (after an unlock). */
  restart(): void;
  /** Takes a new idle time; the count goes on from the last input. */
  setIdleMs(idleMs: number): void;
  stop(): void;
}

export function createIdleTimer({ idleMs: initial, onIdle, now = Date.now }: IdleTimerOptions): IdleTimer {
  let idleMs = initial;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    timer = undefined;
    const left = last + idleMs - now();
    if (left > 0) schedule(left);
    else onIdle();
  };
  const schedule = (delay: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, delay);
  };

  schedule(idleMs);
  return {
    input(at = now()) {
      if (at > last) last = at;
    },
    get lastInput() {
      return last;
    },
    restart() {
      last = now();
      schedule(idleMs);
    },
    setIdleMs(next) {
      idleMs = next;
      schedule(Math.max(0, last + idleMs - now()));
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
