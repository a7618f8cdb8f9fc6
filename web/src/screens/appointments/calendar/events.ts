// An appointment as FullCalendar draws it: at the practice's wall-clock time, in its session type's colour with text
// that stays readable on it, struck through when cancelled or a no-show, draggable only while it is still to be held,
// and named for a screen reader by its time, student, staff member and service. Each event is a link to its edit
// form, so every appointment is reachable by keyboard.
import type { EventInput } from '@fullcalendar/core';
import type { CalendarAppointmentFieldsFragment } from '../../../gql/graphql';
import { readableTime } from '../../../dates/timeOfDay';
import { toWallClock } from '../../../dates/zoned';

export type CalendarAppointment = CalendarAppointmentFieldsFragment;

/** The colour of an appointment whose session type has none. */
export const neutralColor = '#5f6b7c';

/** Statuses whose slot is free again; drawn struck through. */
const freed = new Set(['Cancelled', 'No Show']);

/** A cancelled session or a no-show: its slot is free again. */
export function isFreed(status: string): boolean {
  return freed.has(status);
}

/** Relative luminance of #RRGGBB (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever contrasts more with the colour behind it. */
export function textColorOn(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff';
  const behind = luminance(background);
  return (behind + 0.05) / 0.05 > 1.05 / (behind + 0.05) ? '#000000' : '#ffffff';
}

/** A wall-clock Date (UTC fields) as a person reads the time: 9:05 AM. */
export function clockText(wall: Date): string {
  return readableTime(wall.toISOString().slice(11, 16));
}

/** What a screen reader says for an appointment: time, student, staff member, service, and a status that matters. */
export function accessibleName(appointment: CalendarAppointment, zone: string): string {
  const time = `${clockText(toWallClock(appointment.startsAt, zone))} to ${clockText(toWallClock(appointment.endsAt, zone))}`;
  const who = `${appointment.student?.name ?? 'Unknown student'} with ${appointment.staff?.name ?? 'unknown staff'}`;
  const status = appointment.status === 'Scheduled' ? '' : `, ${appointment.status}`;
  return `${time}, ${who}, ${appointment.service?.name ?? 'no service'}${status}`;
}

export function eventOf(appointment: CalendarAppointment, zone: string): EventInput {
  const color = appointment.sessionType?.color ?? neutralColor;
  const cancelled = isFreed(appointment.status);
  const label = accessibleName(appointment, zone);
  return {
    // FullCalendar keeps an event's element while its id stays; an id that changes with what the event says makes a
    // moved or renamed appointment a new element, named afresh.
    id: `${appointment.id} ${label}`,
    start: toWallClock(appointment.startsAt, zone),
    end: toWallClock(appointment.endsAt, zone),
    title: `${appointment.student?.name ?? 'Unknown student'} · ${appointment.staff?.name ?? 'Unknown staff'}`,
    url: `/edit-appointment/${appointment.id}`,
    backgroundColor: color,
    borderColor: color,
    textColor: textColorOn(color),
    classNames: cancelled ? ['calendar-event-freed'] : [],
    // Only a session still to be held may be moved (if the person may edit: the calendar's own setting); a held or
    // cancelled one is a record.
    ...(appointment.status === 'Scheduled' ? {} : { editable: false }),
    extendedProps: { appointmentId: appointment.id, label },
  };
}
