// Tests name the records they make with a stamp, apart from the seeded ones and from each other. A counter of the
// test process serves, not the clock: each process starts its own stand-ins, and a run then names its records alike
// on every day and every machine.

let issued = 0;

/**
 * The next stamp of this process: five base-36 characters, uppercase, the counter's digits read from its last one,
 * so that consecutive stamps differ in their first characters too (a test may take a short code from the front).
 */
export function nextStamp(): string {
  issued += 1;
  return [...issued.toString(36).padStart(5, '0')].reverse().join('').toUpperCase();
}
