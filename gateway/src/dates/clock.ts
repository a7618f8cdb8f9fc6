// "Now" for the gateway, in one place. PRACTICE_NOW (an ISO-8601 instant) pins the moment the process starts at, and
// time flows on from there, so "today" in the practice zone, authorization alerts and job timing agree with the
// stand-in's and a test suite sees the same day on every machine and date; unset, it is the machine's clock. Nothing
// else reads the machine's clock for "now" (elapsed time is measured, not read as a date).

// Counted from the process's start (performance.timeOrigin), not from when this module loads, so that every clock in
// one process (the gateway's and an in-process stand-in's) reads the same instant.
/** Milliseconds to add to the machine's clock; 0 on the real clock. */
let offset = offsetTo(process.env.PRACTICE_NOW, performance.timeOrigin);

function offsetTo(instant: string | Date | undefined, from: number): number {
  if (instant === undefined || instant === '') return 0;
  const at = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  if (Number.isNaN(at)) throw new Error(`PRACTICE_NOW is not an ISO-8601 instant: ${String(instant)}`);
  return at - from;
}

/** Now, as milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now() + offset;
}

/** Now, as a Date. */
export function now(): Date {
  return new Date(nowMs());
}

/**
 * Runs the process as of another instant, flowing from it, until the returned function puts the previous clock back.
 * For tests of a hard day (a month's first, a daylight-saving Sunday); fake timers still move it forward.
 */
export function pinClock(instant: string | Date): () => void {
  const previous = offset;
  offset = offsetTo(instant, Date.now());
  return () => {
    offset = previous;
  };
}
