// The week of the whole practice, by staff member: a row for each person with appointments that week and a column for
// each day, every appointment a link to its form with its time and student. An hourly grid of forty people's weeks
// is a wall of "+17"; this one reads at a glance, and a person's name opens their own week by the hour.
import { Button } from '@blueprintjs/core';
import type { EventInput } from '@fullcalendar/core';
import { Link } from 'react-router';
import { readableTime } from '../../../dates/timeOfDay';
import { addCalendarDays } from '../../../dates/calendar';
import { accessibleName, isFreed, neutralColor, type CalendarAppointment } from './events';

interface Entry {
  key: string;
  time: string;
  text: string;
  label: string;
  url: string;
  color: string;
  freed: boolean;
}

interface Row {
  key: string;
  name: string;
  staffId: string | null;
  days: Map<string, Entry[]>;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** A week's title as the calendar writes it: Nov 29 – Dec 5, 2026. */
export function weekTitle(from: string, to: string): string {
  // Intl puts thin spaces around the dash; the page's text has plain ones, so it reads and searches alike.
  return shortDate.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)).replace(/[\u2009\u202f]/g, ' ');
}

const dayHeading = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const wallTime = (wall: Date) => wall.toISOString().slice(11, 16);

function place(rows: Map<string, Row>, key: string, name: string, staffId: string | null, day: string, entry: Entry) {
  const row = rows.get(key) ?? { key, name, staffId, days: new Map<string, Entry[]>() };
  row.days.set(day, [...(row.days.get(day) ?? []), entry]);
  rows.set(key, row);
}

/** The week's rows: staff members by name, then the workflow steps; each day's entries by start time. */
export function staffWeekRows(appointments: readonly CalendarAppointment[], workflowEvents: readonly EventInput[], zone: string): Row[] {
  const rows = new Map<string, Row>();
  for (const appointment of appointments) {
    const name = appointment.staff?.name ?? 'No staff member';
    place(rows, `staff:${appointment.staffId ?? ''}`, name, appointment.staffId ?? null, appointment.date, {
      key: appointment.id,
      time: appointment.startTime,
      text: `${readableTime(appointment.startTime)} ${appointment.student?.name ?? 'Unknown student'}`,
      label: accessibleName(appointment, zone),
      url: `/edit-appointment/${appointment.id}`,
      color: appointment.sessionType?.color ?? neutralColor,
      freed: isFreed(appointment.status),
    });
  }
  const staff = [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
  const steps = new Map<string, Row>();
  for (const event of workflowEvents) {
    if (!(event.start instanceof Date)) continue;
    const time = wallTime(event.start);
    const title = String(event.title ?? 'Workflow step');
    place(steps, 'workflows', 'Workflow steps', null, event.start.toISOString().slice(0, 10), {
      key: String(event.id ?? `${title}${event.start.toISOString()}`),
      time,
      text: `${readableTime(time)} ${title}`,
      label: `${readableTime(time)}, workflow step: ${title}`,
      url: event.url ?? '/workflows',
      color: String(event.backgroundColor ?? neutralColor),
      freed: false,
    });
  }
  const all = [...staff, ...steps.values()];
  for (const row of all) for (const entries of row.days.values()) entries.sort((a, b) => a.time.localeCompare(b.time));
  return all;
}

export function StaffWeek({
  from,
  title,
  appointments,
  workflowEvents,
  zone,
  onChooseStaff,
}: {
  /** The week's Sunday. */
  from: string;
  title: string;
  appointments: readonly CalendarAppointment[];
  workflowEvents: readonly EventInput[];
  zone: string;
  onChooseStaff: (staffId: string) => void;
}) {
  const days = Array.from({ length: 7 }, (_, index) => addCalendarDays(from, index));
  const rows = staffWeekRows(appointments, workflowEvents, zone);
  if (rows.length === 0) return null;
  return (
    <div className="calendar-staff-week">
      <table aria-label={`Appointments by staff member, ${title}`}>
        <thead>
          <tr>
            <th scope="col">Staff</th>
            {days.map((day) => (
              <th scope="col" key={day}>
                {dayHeading.format(new Date(`${day}T00:00:00Z`))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.staffId ? (
                  <Button
                    variant="minimal"
                    size="small"
                    text={row.name}
                    aria-label={`${row.name}: open their week by the hour`}
                    onClick={() => onChooseStaff(row.staffId!)}
                  />
                ) : (
                  row.name
                )}
              </th>
              {days.map((day) => (
                <td key={day}>
                  <ul>
                    {(row.days.get(day) ?? []).map((entry) => (
                      <li key={entry.key} style={{ borderLeftColor: entry.color }} className={entry.freed ? 'calendar-event-freed' : undefined}>
                        <Link to={entry.url} aria-label={`${entry.text}: ${entry.label}`}>
                          {entry.text}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
