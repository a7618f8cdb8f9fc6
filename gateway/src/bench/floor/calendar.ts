// The floor's calendar week: `appointments(filter: { from, to, staffIds })` with the student, staff, service, location and
// session type names, as the bench's BenchCalendarWeek query asks.
import { idsOf, locationsById, servicesById, sessionTypesById, staffById, studentsById } from './relations.js';
import { id, idName, value } from './shape.js';
import { rowsOf, type Api, type Row } from './upstream.js';

function cancellation(wire: unknown) {
  if (wire === null || wire === undefined) return null;
  const entry = wire as Row;
  return { type: value(entry.type), reason: value(entry.reason) };
}

/** `staffIds`: those people's appointments only (the whole practice's when undefined). */
export async function calendarWeek(api: Api, from: string, to: string, staffIds: readonly string[] | undefined): Promise<unknown> {
  const rows = api.post('appointments-filter', { from, to, ...(staffIds && { staff_ids: staffIds }) }).then(rowsOf);
  const [appointments, students, staff, services, locations, sessionTypes] = await Promise.all([
    rows,
    studentsById(api, idsOf(rows, 'student_id')),
    staffById(api, idsOf(rows, 'staff_id')),
    servicesById(api, idsOf(rows, 'service_id')),
    locationsById(api, idsOf(rows, 'location_id')),
    sessionTypesById(api, idsOf(rows, 'session_type_id')),
  ]);
  return {
    appointments: appointments.map((appointment) => {
      const sessionType = sessionTypes.get(String(appointment.session_type_id));
      return {
        id: id(appointment.id),
        startsAt: value(appointment.starts_at),
        endsAt: value(appointment.ends_at),
        date: value(appointment.date),
        startTime: value(appointment.start_time),
        endTime: value(appointment.end_time),
        units: value(appointment.units),
        status: value(appointment.status),
        seriesId: id(appointment.series_id),
        student: idName(students, appointment.student_id),
        staff: idName(staff, appointment.staff_id),
        service: idName(services, appointment.service_id),
        location: idName(locations, appointment.location_id),
        sessionType: sessionType ? { id: id(sessionType.id), name: value(sessionType.name), color: value(sessionType.color) } : null,
        cancellation: cancellation(appointment.cancellation),
      };
    }),
  };
}
