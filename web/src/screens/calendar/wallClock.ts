// FullCalendar draws in UTC here ('timeZone: UTC'), and every instant it is given is first moved to the practice's
// wall clock: the Date whose UTC fields read the time the practice reads. So 9:00 in New York is drawn at 9:00
// whatever the browser's zone, a day always has its 24 drawn hours, and a week across a daylight-saving change keeps
// each appointment at its own local hour. What FullCalendar hands back (a drop, a selection) is read the same way.
import { TZDate } from '@date-fns/tz';

/** The practice's wall clock at an instant, as a Date whose UTC fields hold it. */
export function toWallClock(instant: string | Date, zone: string): Date {
  const local = new TZDate(new Date(instant).getTime(), zone);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes(), local.getSeconds()));
}

/** The instant (ISO 8601, UTC) of a wall-clock Date FullCalendar hands back, read in the practice's zone. */
export function fromWallClock(wall: Date, zone: string): string {
  const instant = new TZDate(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), zone);
  return new Date(instant.getTime()).toISOString();
}

/** The instant a practice day (YYYY-MM-DD) starts at. */
export function dayStart(day: string, zone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, zone).getTime()).toISOString();
}
