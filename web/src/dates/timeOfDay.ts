// A time of day as the forms and the API write it: HH:mm on a 24-hour clock, 00:00 to 23:59.
const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of HH:mm; null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = timeOfDay.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
