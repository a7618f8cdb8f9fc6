// Billed units from minutes: 15-minute units by the midpoint rule (the "8-minute rule"). A unit is counted from
// 8 minutes: units = floor(minutes / 15) + (minutes % 15 >= 8 ? 1 : 0), so 7 → 0, 8 → 1, 22 → 1, 23 → 2.
// A booking that would bill 0 units (under 8 minutes) is refused with tooShortMessage, never rounded to nothing.

export const unitMinutes = 15;

/** The shortest session that bills a unit. */
export const minimumBillableMinutes = 8;

export const tooShortMessage = `A session under ${minimumBillableMinutes} minutes bills no unit; book at least ${minimumBillableMinutes} minutes.`;

export function unitsFor(minutes: number): number {
  const whole = Math.floor(minutes / unitMinutes);
  return whole + (minutes % unitMinutes >= minimumBillableMinutes ? 1 : 0);
}
