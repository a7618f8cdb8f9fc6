import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PracticeTimeZoneQuery } from '../../dates/practiceZone';
import { MemoryVault } from '../outbox/memoryVault';
import { keepDay } from './keepDay';
import { KEPT_DAY, keptAnswerKey, type KeptDay } from './keptDay';

const zone = 'America/Chicago';

/** One session of the therapist's (user 9) with student 12, today in the practice's zone. */
function answerFor(operationName: string): Record<string, unknown> {
  if (operationName === 'PracticeTimeZone') return { practiceTimeZone: zone };
  if (operationName === 'OfflineDaySessions')
    return {
      appointments: [
        {
          __typename: 'Appointment',
          id: '501',
          studentId: '12',
          staffId: '9',
          date: '2026-12-07',
          startTime: '09:00',
          endTime: '10:00',
          endsAt: '2026-12-07T16:00:00.000Z',
          status: 'Scheduled',
          student: { __typename: 'Student', id: '12', name: 'Ava Lindqvist' },
          service: null,
        },
      ],
    };
  // Every other kept answer: its content does not matter here, only that it is kept.
  return {};
}

/** A client over a gateway that answers every operation, and the names it was asked, in order. */
function countingClient(): { client: ApolloClient; asked: string[] } {
  const asked: string[] = [];
  const gateway = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        asked.push(operation.operationName ?? '');
        observer.next({ data: answerFor(operation.operationName ?? '') });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link: gateway, cache: new InMemoryCache() }), asked };
}

describe("the day's keeper", () => {
  it('keeps the practice zone the screens already asked for, without asking the gateway for it again', async () => {
    const { client, asked } = countingClient();
    const vault = new MemoryVault();
    // The screen that is open asked for the zone first.
    await client.query({ query: PracticeTimeZoneQuery });

    const kept = await keepDay(client, vault, '9');

    expect(asked.filter((name) => name === 'PracticeTimeZone')).toHaveLength(1);
    expect(await vault.get('day', keptAnswerKey('PracticeTimeZone', {}))).toEqual({ practiceTimeZone: zone });
    expect(kept?.zone).toBe(zone);
    expect((await vault.get<KeptDay>('day', KEPT_DAY))?.keys).toContain(keptAnswerKey('PracticeTimeZone', {}));
  });

  it('asks for the zone once when no screen has, and keeps nothing on a day without sessions', async () => {
    const { client, asked } = countingClient();
    const vault = new MemoryVault();

    expect(await keepDay(client, vault, '10')).toBeNull();

    expect(asked).toEqual(['PracticeTimeZone', 'OfflineDaySessions']);
    expect(await vault.all('day')).toEqual([]);
  });
});
