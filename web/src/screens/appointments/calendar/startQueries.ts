// The calendar's first queries, asked for exactly as the screen will ask (same documents, same variables), so that
// the screen takes the answers the route started.
import type { ApolloClient } from '@apollo/client';
import { prefetchQuery } from '../../../app/prefetch';
import { appointmentFilter, readAddress } from './address';
import { CalendarAppointmentsQuery, CalendarFilterOptionsQuery } from './operations';
import { PracticeTimeZoneQuery } from '../../../dates/practiceZone';
import { zonedToday } from '../../../dates/zoned';
import { isCalendarDate } from '../../../dates/calendar';

export function startCalendarQueries(client: ApolloClient, url: URL, global: boolean): void {
  const pathDate = global ? decodeURIComponent(url.pathname.split('/')[2] ?? '') : undefined;
  // The appointments are what the view draws; the filters' lists wait for them rather than share the gateway with them.
  const startAppointments = (today: string) =>
    void prefetchQuery(client, CalendarAppointmentsQuery, { filter: appointmentFilter(readAddress(url.searchParams, today, pathDate)) }).then(() =>
      prefetchQuery(client, CalendarFilterOptionsQuery, {}),
    );
  // An address that names its day needs no "today": its appointments are asked for at once, beside the zone.
  const named = [pathDate, url.searchParams.get('date')].find((value): value is string => !!value && isCalendarDate(value));
  if (named) startAppointments(named);
  // The zone is cached for the session; the screen reads it from there.
  client
    .query({ query: PracticeTimeZoneQuery, fetchPolicy: 'cache-first' })
    .then(({ data }) => {
      if (data && !named) startAppointments(zonedToday(data.practiceTimeZone));
    })
    .catch(() => undefined);
}
