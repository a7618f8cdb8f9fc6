// A time of day as the forms and the API write it: HH:mm on a 24-hour clock, 00:00 to 23:59 (seconds, when the API
// adds them, are dropped). A person reads it on a 12-hour clock, 8:30 AM, the way every screen shows a time.
const timeOfDay = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** Minutes since midnight of HH:mm; null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = timeOfDay.exec(time);
  return match && match[0].length === 5 ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** HH:mm (or HH:mm:ss) as a person reads it: 8:30 AM, 12:00 PM. Anything else is shown as it came. */
export function readableTime(time: string): string {
  const match = timeOfDay.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A start and an end as a person reads them: 8:30 AM – 10:30 AM. */
export function readableTimeRange(start: string, end: string): string {
  return `${readableTime(start)} – ${readableTime(end)}`;
}
