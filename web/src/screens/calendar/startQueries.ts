// The calendar's first queries, asked for exactly as the screen will ask (same documents, same variables), so that
// the screen takes the answers the route started.
import type { ApolloClient } from '@apollo/client';
import { prefetchQuery } from '../../app/prefetch';
import { appointmentFilter, readAddress } from './address';
import { CalendarAppointmentsQuery, CalendarFilterOptionsQuery } from './operations';
import { PracticeTimeZoneQuery } from '../../dates/practiceZone';
import { zonedToday } from '../../dates/zoned';

export function startCalendarQueries(client: ApolloClient, url: URL, global: boolean): void {
  prefetchQuery(client, CalendarFilterOptionsQuery, {});
  const pathDate = global ? decodeURIComponent(url.pathname.split('/')[2] ?? '') : undefined;
  // The zone is cached for the session; the screen reads it from there.
  client
    .query({ query: PracticeTimeZoneQuery, fetchPolicy: 'cache-first' })
    .then(({ data }) => {
      if (!data) return;
      const address = readAddress(url.searchParams, zonedToday(data.practiceTimeZone), pathDate);
      prefetchQuery(client, CalendarAppointmentsQuery, { filter: appointmentFilter(address) });
    })
    .catch(() => undefined);
}
