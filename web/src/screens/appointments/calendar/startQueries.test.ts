// The calendar's route asks for the drawn days at once, as the browser's today draws them, without waiting for the
// practice's zone; the days the practice's today draws are asked for once the zone is in, only where they differ.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { Observable, Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCalendarQueries } from './startQueries';

const PRACTICE_ZONE = 'America/New_York';

/** A gateway that records what is asked, answers the zone when the test says, and everything else at once. */
function gateway() {
  const asked: string[] = [];
  const zone = new Subject<ApolloLink.Result>();
  const link = new ApolloLink((operation) => {
    asked.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
    if (operation.operationName === 'PracticeTimeZone') return zone.asObservable();
    return new Observable<ApolloLink.Result>((observer) => {
      observer.next({ data: operation.operationName === 'CalendarAppointments' ? { appointments: [] } : {} });
      observer.complete();
    });
  });
  const answerZone = () => {
    zone.next({ data: { practiceTimeZone: PRACTICE_ZONE } });
    zone.complete();
  };
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), asked, answerZone };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const week = (from: string, to: string) => `CalendarAppointments ${JSON.stringify({ filter: { from, to } })}`;

afterEach(() => vi.useRealTimers());

describe('the calendar route’s first queries', () => {
  it('ask for the week at once in the practice’s zone, and for nothing more once the zone is in', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T15:00:00Z'), toFake: ['Date'] });
    const { client, asked, answerZone } = gateway();
    startCalendarQueries(client, new URL('http://portal.test/calendar'), false, PRACTICE_ZONE);
    await settle();
    // The zone is still on its way.
    expect([...asked].sort()).toEqual([week('2026-11-29', '2026-12-05'), 'CalendarFilterOptions {}', 'PracticeTimeZone {}']);
    answerZone();
    await settle();
    expect(asked.filter((call) => call.startsWith('CalendarAppointments'))).toEqual([week('2026-11-29', '2026-12-05')]);
  });

  it('ask for the practice’s week once the zone is in when the browser’s today is in another', async () => {
    // Saturday evening in New York is Sunday on the Line Islands: the browser there draws the next week.
    vi.useFakeTimers({ now: new Date('2026-12-05T23:00:00Z'), toFake: ['Date'] });
    const { client, asked, answerZone } = gateway();
    startCalendarQueries(client, new URL('http://portal.test/calendar'), false, 'Pacific/Kiritimati');
    await settle();
    expect(asked.filter((call) => call.startsWith('CalendarAppointments'))).toEqual([week('2026-12-06', '2026-12-12')]);
    answerZone();
    await vi.waitFor(() => expect(asked.filter((call) => call.startsWith('CalendarAppointments'))).toHaveLength(2));
    expect(asked).toContain(week('2026-11-29', '2026-12-05'));
  });
});
