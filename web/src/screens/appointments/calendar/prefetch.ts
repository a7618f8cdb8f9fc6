// The calendar's routes start its queries from the address while FullCalendar's chunk is on its way: the practice's
// zone (for today, when the address names no day), the filter options and the drawn days' appointments. The work
// itself is a small chunk of its own, so the route table carries none of it.
import type { ScreenPrefetch } from '../../../routes/types';

export function prefetchCalendar(global: boolean): ScreenPrefetch {
  return (client, url) => void import('./startQueries').then((queries) => queries.startCalendarQueries(client, url, global));
}
