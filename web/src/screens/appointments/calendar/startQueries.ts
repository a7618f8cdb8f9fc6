// The calendar's first queries, asked for exactly as the screen will ask (same documents, same variables), so that
// the screen takes the answers the route started.
import type { ApolloClient } from '@apollo/client';
import { canonicalStringify } from '@apollo/client/utilities';
import { prefetchQuery } from '../../../app/prefetch';
import { appointmentFilter, readAddress } from './address';
import { CalendarAppointmentsQuery, CalendarFilterOptionsQuery } from './operations';
import { PracticeTimeZoneQuery } from '../../../dates/practiceZone';
import { zonedToday } from '../../../dates/zoned';
import { isCalendarDate } from '../../../dates/calendar';

/** The browser's own zone: the practice's, for nearly everyone who opens the calendar. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function startCalendarQueries(client: ApolloClient, url: URL, global: boolean, localZone: string = browserZone()): void {
  const pathDate = global ? decodeURIComponent(url.pathname.split('/')[2] ?? '') : undefined;
  const filterOf = (today: string) => appointmentFilter(readAddress(url.searchParams, today, pathDate));
  const startAppointments = (filter: ReturnType<typeof filterOf>) => prefetchQuery(client, CalendarAppointmentsQuery, { filter });
  // An address that names its day needs no "today": its appointments are asked for at once, beside the zone.
  const named = [pathDate, url.searchParams.get('date')].find((value): value is string => !!value && isCalendarDate(value));
  // Otherwise the days are asked for at once as the browser's today draws them, without waiting for the practice's
  // zone; only where the practice's today draws other days (a week's edge, a browser in another zone) are those
  // asked for once the zone is in.
  const started = filterOf(named ?? zonedToday(localZone));
  // The appointments are what the view draws; the filters' lists wait for them rather than share the gateway with them.
  void startAppointments(started).then(() => prefetchQuery(client, CalendarFilterOptionsQuery, {}));
  // The zone is cached for the session; the screen reads it from there.
  client
    .query({ query: PracticeTimeZoneQuery, fetchPolicy: 'cache-first' })
    .then(({ data }) => {
      if (!data || named) return;
      const filter = filterOf(zonedToday(data.practiceTimeZone));
      if (canonicalStringify(filter) !== canonicalStringify(started)) void startAppointments(filter);
    })
    .catch(() => undefined);
}
