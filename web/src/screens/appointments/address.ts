// What a calendar slot puts in the address of /create-appointment: `start` and `end` (instants, or the practice's
// wall clock as YYYY-MM-DDTHH:MM), `staffId`, `studentId`; a make-up adds `makeUpFor` (the cancelled appointment),
// its service and location.
import { isCalendarDate } from '../../dates/calendar';
import type { BookingStart } from './booking';
import { zonedSlot } from '../../dates/zoned';

const WALL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?(?::\d{2}(?:\.\d+)?)?$/;

function readMoment(value: string | null, zone: string): { date: string; time?: string } | null {
  if (!value) return null;
  const wall = WALL.exec(value);
  if (wall) return isCalendarDate(wall[1]!) ? { date: wall[1]!, time: wall[2] } : null;
  // Anything else with a zone or offset is an instant.
  return zonedSlot(value, zone);
}

export function bookingStartOf(params: URLSearchParams, zone: string): BookingStart {
  const start = readMoment(params.get('start'), zone);
  const end = readMoment(params.get('end'), zone);
  return {
    date: start?.date,
    startTime: start?.time,
    endTime: end && end.date === start?.date ? end.time : undefined,
    staffId: params.get('staffId') ?? undefined,
    studentId: params.get('studentId') ?? undefined,
    serviceId: params.get('serviceId') ?? undefined,
    locationId: params.get('locationId') ?? undefined,
  };
}

/** The address that books a make-up for a cancelled appointment, with its student and staff member. */
export function makeUpAddress(appointment: {
  id: string;
  studentId: string;
  staffId: string;
  serviceId: string;
  locationId?: string | null;
}): string {
  const { id, studentId, staffId, serviceId, locationId } = appointment;
  const params = new URLSearchParams({ makeUpFor: id, studentId, staffId, serviceId, ...(locationId ? { locationId } : {}) });
  return `/create-appointment?${params.toString()}`;
}
