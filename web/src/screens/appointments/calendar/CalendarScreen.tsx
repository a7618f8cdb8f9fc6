// The practice's calendar: month, week, day and list views of the appointments of the drawn days only (one query),
// filtered by staff, student, location and service, everything kept in the address. Times are the practice's
// whatever the browser's zone. An empty slot books (the appointment form, with the slot and the chosen staff member
// or student); an appointment opens its edit form (the keyboard way to move it); dragging or resizing one moves it
// after the form's own checks.
import { useQuery } from '@apollo/client/react';
import { Button, ButtonGroup, Callout, Spinner } from '@blueprintjs/core';
import type { DatesSetArg, DateSelectArg, EventClickArg, EventDropArg, EventMountArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isAnnounced } from '../../../app/links';
import { LinkButton } from '../../../kit/LinkButton';
import { usePermissions } from '../../../session';
import {
  appointmentFilter,
  calendarViews,
  fullCalendarView,
  matchesFilters,
  readAddress,
  stepDate,
  writeAddress,
  type CalendarAddress,
  type CalendarView,
} from './address';
import { CalendarFilterBar, CalendarLegend } from './CalendarFilters';
import { eventOf } from './events';
import { FullCalendarView } from './FullCalendarView';
import { StaffWeek, weekTitle } from './StaffWeek';
import { CalendarAppointmentsQuery, CalendarFilterOptionsQuery } from './operations';
import { usePracticeZone } from '../../../dates/practiceZone';
import { fromWallClock, toWallClock, zonedToday } from '../../../dates/zoned';
import { RefusalDialog } from './RefusalDialog';
import { useMoveAppointment } from './useMoveAppointment';
import { useWorkflowCalendarEvents } from '../../workflows/calendarEvents';
// The kit's page and toolbar layout, which this page shares with the lists.
import '../../../kit/kit.css';
import './calendar.css';
import { eventTimeText } from './timeText';

const viewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day', list: 'List' };
const calendarModule = 'Calendar / List View';

/** Where a state of the calendar lives: /calendar?…, or /global-calendar/<date>?… for the global calendar. */
function pathOf(global: boolean, address: CalendarAddress): string {
  const params = writeAddress(address);
  if (!global) return `/calendar?${params}`;
  params.delete('date');
  return `/global-calendar/${address.date}?${params}`;
}

/** The wall-clock day of a FullCalendar date, YYYY-MM-DD. */
const dayOfWall = (wall: Date) => wall.toISOString().slice(0, 10);

/** The calendar once the practice's zone is known (its days depend on it). */
export function CalendarScreen({ global }: { global: boolean }) {
  const { zone, error, retry } = usePracticeZone();
  if (zone) return <ZonedCalendar global={global} zone={zone} />;
  if (!error) return <Spinner aria-label="Loading the calendar" />;
  return (
    <Callout intent="danger" title="The calendar could not be loaded">
      {!isAnnounced(error) && <p>{error.message}</p>}
      <Button text="Try again" onClick={retry} />
    </Callout>
  );
}

function ZonedCalendar({ global, zone }: { global: boolean; zone: string }) {
  const { filter_date: pathDate } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const mayEdit = can({ label: calendarModule, method: 'Edit' });
  const mayBook = can({ label: calendarModule, method: 'Add' });
  const address = readAddress(params, zonedToday(zone), global ? pathDate : undefined);
  const go = (next: CalendarAddress) => void navigate(pathOf(global, next));

  const { staff, student, location, service } = address.filters;
  const filter = appointmentFilter(address);
  // Read once and drawn: nothing else reads these rows from the cache, so they skip it.
  const query = useQuery(CalendarAppointmentsQuery, { variables: { filter }, fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  // The filters' lists after the appointments: the view is drawn first.
  const options = useQuery(CalendarFilterOptionsQuery, { fetchPolicy: 'cache-first', skip: !query.data && !query.previousData && !query.error });
  // While new filters' answer loads, the earlier answer's appointments that match them stay drawn.
  const previous = query.previousData?.appointments;
  const leftover = useMemo(
    () => previous?.filter((appointment) => matchesFilters(appointment, { staff, student, location, service })),
    [previous, staff, student, location, service],
  );
  const appointments = query.data?.appointments ?? leftover;
  const events = useMemo(() => (appointments ?? []).map((appointment) => eventOf(appointment, zone)), [appointments, zone]);
  const byId = useMemo(() => new Map((appointments ?? []).map((appointment) => [appointment.id, appointment])), [appointments]);
  // Assigned workflow calendar events are drawn beside the appointments, once those are in.
  const workflowEvents = useWorkflowCalendarEvents(filter, zone, appointments !== undefined);
  const drawn = useMemo(() => [...events, ...workflowEvents], [events, workflowEvents]);
  const { move, refusal, closeRefusal } = useMoveAppointment(byId, zone, () => void query.refetch());

  const calendar = useRef<FullCalendarView>(null);
  const [title, setTitle] = useState('');
  const fcView = fullCalendarView[address.view];
  useEffect(() => {
    const api = calendar.current?.drawnApi();
    if (api && (api.view.type !== fcView || dayOfWall(api.getDate()) !== address.date)) api.changeView(fcView, address.date);
  }, [fcView, address.date]);

  const book = (selection: DateSelectArg) => {
    selection.view.calendar.unselect();
    // A day of the month grid opens that day, where a time can be chosen.
    if (selection.allDay) return go({ ...address, view: 'day', date: dayOfWall(selection.start) });
    const slot = new URLSearchParams({ start: fromWallClock(selection.start, zone), end: fromWallClock(selection.end, zone) });
    if (staff) slot.set('staffId', staff);
    if (student) slot.set('studentId', student);
    void navigate(`/create-appointment?${slot}`);
  };
  const open = (click: EventClickArg) => {
    click.jsEvent.preventDefault();
    void navigate(click.event.url);
  };
  const name = (mounted: EventMountArg) => {
    // The list view draws a row with the link inside; the grids draw the link itself.
    const link = mounted.el.matches('a') ? mounted.el : mounted.el.querySelector('a');
    // The name starts with the text drawn on the event, so what a person sees is what a screen reader names first.
    // textContent, as the accessibility check reads the drawn text (the time and the title run together there too).
    const drawn = link?.textContent?.replace(/\s+/g, ' ').trim();
    const label = String(mounted.event.extendedProps['label']);
    link?.setAttribute('aria-label', drawn ? `${drawn}: ${label}` : label);
  };
  const moved = (change: EventDropArg | EventResizeDoneArg) => void move(change.event, change.revert);
  // A week of several people's appointments reads by staff member; one person's week (or any other view) by the hour.
  const staffShown = useMemo(() => new Set((appointments ?? []).map((appointment) => appointment.staffId)).size, [appointments]);
  const byStaff = address.view === 'week' && !staff && staffShown > 1;
  // Until the week's appointments are in, whose week it is to be drawn as is not known: nothing is drawn rather than an
  // hourly grid that the week by staff member would replace.
  const deciding = address.view === 'week' && !staff && appointments === undefined;
  // A booking made from a day's view is for that day.
  const booking = new URLSearchParams({
    ...(address.view === 'day' ? { start: address.date } : {}),
    ...(staff ? { staffId: staff } : {}),
    ...(student ? { studentId: student } : {}),
  }).toString();

  return (
    <div className="kit-page calendar-page">
      <div className="kit-toolbar calendar-toolbar">
        <ButtonGroup role="group" aria-label="Move through the calendar">
          <Button text="Today" onClick={() => go({ ...address, date: zonedToday(zone) })} />
          <Button
            icon="chevron-left"
            aria-label={`Previous ${viewLabels[address.view].toLowerCase()}`}
            onClick={() => go({ ...address, date: stepDate(address.view, address.date, -1) })}
          />
          <Button
            icon="chevron-right"
            aria-label={`Next ${viewLabels[address.view].toLowerCase()}`}
            onClick={() => go({ ...address, date: stepDate(address.view, address.date, 1) })}
          />
        </ButtonGroup>
        <h2 className="calendar-title" aria-live="polite">
          {byStaff ? weekTitle(filter.from, filter.to) : title}
        </h2>
        {query.loading && <Spinner size={16} aria-label="Loading appointments" />}
        <span className="kit-toolbar-spacer" />
        <ButtonGroup role="group" aria-label="View">
          {calendarViews.map((view) => (
            <Button
              key={view}
              text={viewLabels[view]}
              active={view === address.view}
              aria-pressed={view === address.view}
              onClick={() => go({ ...address, view })}
            />
          ))}
        </ButtonGroup>
        {mayBook && <LinkButton to={`/create-appointment${booking ? `?${booking}` : ''}`}>Book appointment</LinkButton>}
      </div>
      <CalendarFilterBar filters={address.filters} options={options.data?.options} onChange={(filters) => go({ ...address, filters })} />
      {query.error && (
        <Callout intent="danger" title="The appointments could not be loaded">
          {!isAnnounced(query.error) && <p>{query.error.message}</p>}
          <Button text="Try again" onClick={() => void query.refetch()} />
        </Callout>
      )}
      {appointments?.length === 0 && !query.loading && (
        <Callout intent="primary" className="calendar-empty">
          No appointments on these days{Object.keys(address.filters).length > 0 ? ' for the chosen filters' : ''}.
          {mayBook && ' Choose an empty time to book one.'}
        </Callout>
      )}
      <CalendarLegend
        types={options.data?.sessionTypes ?? []}
        untyped={appointments?.some((appointment) => !appointment.sessionType) ?? false}
        workflows={workflowEvents.length > 0}
      />
      {byStaff ? (
        <StaffWeek
          from={filter.from}
          title={weekTitle(filter.from, filter.to)}
          appointments={appointments ?? []}
          workflowEvents={workflowEvents}
          zone={zone}
          onChooseStaff={(chosen) => go({ ...address, filters: { ...address.filters, staff: chosen } })}
        />
      ) : deciding ? null : (
        <FullCalendarView
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          timeZone="UTC"
          now={() => toWallClock(new Date(), zone)}
          initialView={fcView}
          initialDate={address.date}
          headerToolbar={false}
          height="auto"
          allDaySlot={false}
          slotMinTime="06:00:00"
          slotMaxTime="21:00:00"
          nowIndicator
          navLinks
          navLinkDayClick={(date) => go({ ...address, view: 'day', date: dayOfWall(date) })}
          // A month cell shows four and a "+N more"; a week's column stacks four side by side, a day's ten.
          dayMaxEvents={4}
          eventMaxStack={4}
          views={{ timeGridDay: { eventMaxStack: 10 } }}
          events={drawn}
          editable={mayEdit}
          eventDurationEditable={mayEdit}
          selectable={mayBook}
          select={book}
          eventClick={open}
          eventDidMount={name}
          // FullCalendar's "+N more" opens a popover: a button, which may say whether it is open.
          moreLinkDidMount={(more) => more.el.setAttribute('role', 'button')}
          // A month's day cell is named by what it shows (its day number, then its appointments): FullCalendar names it
          // by the day number alone, a name that leaves out the cell's visible text.
          dayCellDidMount={(cell) => cell.el.removeAttribute('aria-labelledby')}
          eventDrop={moved}
          eventResize={moved}
          datesSet={(set: DatesSetArg) => setTitle(set.view.title)}
          noEventsText="No appointments on these days"
          eventTimeFormat={eventTimeText}
          slotLabelFormat={{ hour: 'numeric', hour12: true }}
        />
      )}
      <RefusalDialog refusal={refusal} onClose={closeRefusal} />
    </div>
  );
}
