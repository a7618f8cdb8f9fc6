// Keeps the therapist's day in the vault: their sessions of today and tomorrow (the practice's days), and for each,
// the answers the screens ask for: the student frame, the behaviours, the targets with their programs and prompt
// codes, the first page of ABC entries, the session's note (its template's fields) and files. Asked of the gateway
// with the user's own token, so only what the API lets them see, and only for their own sessions.
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';
import { addCalendarDays } from '../../dates/calendar';
import { PracticeTimeZoneQuery } from '../../dates/practiceZone';
import { zonedToday } from '../../dates/zoned';
import { SessionFilesQuery, SessionNoteQuery } from '../../screens/session-notes/operations';
import { AbcEntriesQuery, DataEntryBehaviorsQuery, SkillTargetsQuery } from '../../screens/students/data-entry/operations';
import { StudentHeaderQuery } from '../../screens/students/shared/operations';
import type { Vault } from '../vault';
import { KEPT_DAY, keptAnswerKey, keptOperationNames, type KeptDay, type KeptSession } from './keptDay';
import { OfflineDaySessionsQuery } from './operations';

/** Asked quietly, straight from the network: the keeper never shows an error and never reads what it kept. */
const quiet = { quietTransportErrors: true, errorsInPlace: true, keptDayBypass: true } as const;

/** How many answers are asked at once: a caseload's worth, without crowding out the screen being used. */
const PARALLEL = 4;

interface Request {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables: OperationVariables;
}

const request = <V extends OperationVariables>(query: TypedDocumentNode<unknown, V>, variables: V): Request => ({
  query: query as TypedDocumentNode<unknown, OperationVariables>,
  variables,
});

/** The ABC page's first list, as it asks for it when opened. */
const firstAbcPage = (studentId: string) => ({ studentId, filter: null, page: { page: 1, perPage: 50 } });

async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** The operation's name, which must be one the day link answers from what is kept. */
function keptName(query: DocumentNode): string {
  const name = getOperationAST(query)?.name?.value ?? '';
  if (!keptOperationNames.has(name)) throw new Error(`${name} is not an operation the day keeps.`);
  return name;
}

/** What is now kept, or null when the user has no session in the two days. */
export async function keepDay(client: ApolloClient, vault: Vault, userId: string): Promise<KeptDay | null> {
  // The zone is the gateway's own setting, the same all session: what the screens have asked already is what is kept.
  const zone = (await client.query({ query: PracticeTimeZoneQuery, fetchPolicy: 'cache-first', context: quiet })).data?.practiceTimeZone;
  if (!zone) throw new Error('The practice time zone is not known.');
  const day = zonedToday(zone, new Date());
  const filter = { from: day, to: addCalendarDays(day, 1), staffIds: [userId] };
  const { data } = await client.query({ query: OfflineDaySessionsQuery, variables: { filter }, fetchPolicy: 'network-only', context: quiet });
  if (!data) throw new Error('The day’s sessions could not be read.');
  const held = data.appointments.filter((row) => row.staffId === userId && row.status !== 'Cancelled' && row.status !== 'No Show');
  const sessions: KeptSession[] = held.map((row) => ({
    id: row.id,
    studentId: row.studentId,
    studentName: row.student?.name ?? `Student ${row.studentId}`,
    serviceName: row.service?.name ?? null,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
  }));
  const students = [...new Set(sessions.map((session) => session.studentId))];
  // No session of theirs in the two days: nothing is kept, not even the zone.
  const requests: Request[] =
    sessions.length === 0
      ? []
      : [
          ...students.flatMap((studentId) => [
            request(StudentHeaderQuery, { id: studentId }),
            request(DataEntryBehaviorsQuery, { studentId }),
            request(SkillTargetsQuery, { studentId }),
            request(AbcEntriesQuery, firstAbcPage(studentId)),
          ]),
          ...sessions.flatMap((session) => [
            request(SessionNoteQuery, { sessionId: session.id }),
            request(SessionFilesQuery, { sessionId: session.id }),
          ]),
        ];

  const keys: string[] = [];
  const keep = async (key: string, data: unknown) => {
    await vault.put('day', key, data);
    keys.push(key);
  };
  // The zone as the screens have it: asked above already.
  if (sessions.length > 0) await keep(keptAnswerKey(keptName(PracticeTimeZoneQuery), {}), { practiceTimeZone: zone });
  await inTurn(requests, async ({ query, variables }) => {
    const key = keptAnswerKey(keptName(query), variables);
    const answer = await client.query({ query, variables, fetchPolicy: 'network-only', context: quiet }).catch(() => null);
    // An answer with errors (a note the API refuses) is not kept: offline, the screen says what it says online.
    if (!answer?.data || answer.error) return;
    await keep(key, answer.data);
  });

  const before = await vault.get<KeptDay>('day', KEPT_DAY);
  for (const stale of before?.keys.filter((key) => !keys.includes(key)) ?? []) await vault.delete('day', stale);
  if (sessions.length === 0) {
    await vault.delete('day', KEPT_DAY);
    return null;
  }
  const ends = held.map((row) => row.endsAt).sort();
  const kept: KeptDay = { userId, keptAt: new Date().toISOString(), until: ends.at(-1) ?? null, zone, sessions, keys: keys.sort() };
  await vault.put('day', KEPT_DAY, kept);
  return kept;
}
