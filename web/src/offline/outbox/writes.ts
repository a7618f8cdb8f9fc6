// The writes that may wait in the outbox: the session's data entry (skill trials, behaviour frequency and duration,
// ABC entries and their correction and undo) and the session note's draft. Each shows as made at once: its likely
// answer goes into the cache's lists the screens read, taken back if the API refuses it.
import type { ApolloCache } from '@apollo/client';
import type {
  AbcEntriesQueryVariables,
  AbcEntryFieldsFragment,
  BehaviorDataDetailsQuery,
  CreateAbcEntryMutation,
  CreateAbcEntryMutationVariables,
  DeleteAbcEntryMutation,
  DeleteAbcEntryMutationVariables,
  RecordBehaviorDataMutation,
  RecordBehaviorDataMutationVariables,
  RecordSkillDataMutation,
  RecordSkillDataMutationVariables,
  SaveSessionNoteMutation,
  SaveSessionNoteMutationVariables,
  SkillDataListQuery,
  SkillDataListQueryVariables,
  UpdateAbcEntryMutation,
  UpdateAbcEntryMutationVariables,
} from '../../gql/graphql';
import {
  AbcEntriesQuery as AbcEntriesDocument,
  AbcEntryFields,
  BehaviorDataDetailsQuery as BehaviorDataDetailsDocument,
  CreateAbcEntryMutation as CreateAbcEntryDocument,
  DataEntryBehaviorsQuery,
  DeleteAbcEntryMutation as DeleteAbcEntryDocument,
  RecordBehaviorDataMutation as RecordBehaviorDataDocument,
  RecordSkillDataMutation as RecordSkillDataDocument,
  SkillDataQuery,
  SkillTargetsQuery,
  UpdateAbcEntryMutation as UpdateAbcEntryDocument,
} from '../../screens/students/data-entry/operations';
import { abcValues } from '../../screens/students/data-entry/abcValues';
import { SaveSessionNoteMutation as SaveSessionNoteDocument } from '../../screens/session-notes/operations';
import { cachedArguments } from './cachedLists';
import { outboxWrite, waitingId, type OutboxWrite } from './write';

type SkillRow = SkillDataListQuery['rows'][number];

function trialCounts(trials: readonly { result: string }[]) {
  const correct = trials.filter((trial) => trial.result === 'CORRECT').length;
  const incorrect = trials.filter((trial) => trial.result === 'INCORRECT').length;
  const prompted = trials.filter((trial) => trial.result === 'PROMPTED').length;
  return { correct, incorrect, prompted, percentCorrect: trials.length === 0 ? 0 : (correct / trials.length) * 100 };
}

/** The target and program of a skill write, from what the data-entry screen read. */
function targetOf(cache: ApolloCache, studentId: string | number, targetId: string | number) {
  const read = cache.readQuery({ query: SkillTargetsQuery, variables: { studentId } });
  const target = read?.targets.find((item) => item.id === String(targetId));
  const program = read?.programs.find((item) => item.id === target?.programId);
  return { targetName: target?.name ?? null, programId: target?.programId ?? '', programName: program?.name ?? null };
}

function behaviorNameOf(cache: ApolloCache, studentId: string | number, behaviorId: string | number): string | null {
  return (
    cache.readQuery({ query: DataEntryBehaviorsQuery, variables: { studentId } })?.behaviors.find((item) => item.id === String(behaviorId))?.name ??
    null
  );
}

const within = (date: string, args: Record<string, unknown>) =>
  (typeof args['dateFrom'] !== 'string' || args['dateFrom'] <= date) && (typeof args['dateTo'] !== 'string' || date <= args['dateTo']);

export const recordSkillData = outboxWrite<RecordSkillDataMutation, RecordSkillDataMutationVariables>({
  operation: 'RecordSkillData',
  document: RecordSkillDataDocument,
  optimistic: (cache, { studentId, input }, entry) => ({
    saved: {
      __typename: 'SkillData',
      id: waitingId(entry),
      targetName: targetOf(cache, studentId, input.targetId).targetName,
      ...trialCounts([input.trials].flat()),
    } as RecordSkillDataMutation['saved'],
  }),
  update: (cache, { saved }, { studentId, input }) => {
    const target = targetOf(cache, studentId, input.targetId);
    const row = {
      __typename: 'SkillData',
      id: saved.id,
      programId: target.programId,
      programName: target.programName,
      targetId: String(input.targetId),
      targetName: saved.targetName ?? target.targetName,
      date: input.date,
      trials: [input.trials].flat().map((trial) => ({ __typename: 'Trial', result: trial.result, promptCode: trial.promptCode ?? null })),
      correct: saved.correct,
      incorrect: saved.incorrect,
      prompted: saved.prompted,
      percentCorrect: saved.percentCorrect,
      sessionKey: input.sessionKey ?? null,
      notes: input.notes ?? null,
      createdAt: null,
    } as SkillRow;
    const lists = cachedArguments(cache, 'skillData', (args) => {
      const filter = (args['filter'] ?? {}) as Record<string, unknown>;
      return args['studentId'] === String(studentId) && (!filter['programId'] || filter['programId'] === row.programId) && within(input.date, filter);
    });
    for (const variables of lists)
      cache.updateQuery({ query: SkillDataQuery, variables: variables as SkillDataListQueryVariables }, (data) =>
        data && !data.rows.some((item) => item.id === row.id) ? { rows: [row, ...data.rows] } : data,
      );
  },
});

export const recordBehaviorData = outboxWrite<RecordBehaviorDataMutation, RecordBehaviorDataMutationVariables>({
  operation: 'RecordBehaviorData',
  document: RecordBehaviorDataDocument,
  optimistic: (_cache, { date, entries }, entry) => ({
    saved: [entries].flat().map((item) => ({
      __typename: 'BehaviorDataEntry',
      id: `${waitingId(entry)}-${item.behaviorId}`,
      behaviorId: String(item.behaviorId),
      date,
      frequency: item.frequency ?? 0,
      durationSeconds: item.durationSeconds ?? null,
      intensity: item.intensity ?? null,
      notes: item.notes ?? null,
    })) as RecordBehaviorDataMutation['saved'],
  }),
  // The day as the entry screen reads it again: each behaviour's entry of that day.
  update: (cache, { saved }, { studentId, date }) => {
    for (const item of saved) {
      const details: BehaviorDataDetailsQuery['details'] = {
        behaviorId: item.behaviorId,
        behaviorName: behaviorNameOf(cache, studentId, item.behaviorId) ?? '',
        totalFrequency: item.frequency,
        totalDurationSeconds: item.durationSeconds ?? 0,
        entries: [{ ...item, updatedAt: null }],
      };
      cache.writeQuery({
        query: BehaviorDataDetailsDocument,
        variables: { studentId, behaviorId: item.behaviorId, dateFrom: date, dateTo: date },
        data: { details: { __typename: 'BehaviorDataDetails', ...details } as BehaviorDataDetailsQuery['details'] },
      });
    }
  },
});

function writeAbcEntry(cache: ApolloCache, entry: AbcEntryFieldsFragment): void {
  cache.writeFragment({
    data: { __typename: 'AbcEntry', ...entry } as AbcEntryFieldsFragment,
    fragment: AbcEntryFields,
    fragmentName: 'AbcEntryFields',
  });
}

function abcListsOf(studentId: string, behaviorId: string | null) {
  return (args: Record<string, unknown>) => {
    const filter = (args['filter'] ?? null) as { behaviorId?: string | null } | null;
    const page = (args['page'] ?? null) as { page?: number | null } | null;
    return (
      args['studentId'] === studentId && (!filter?.behaviorId || behaviorId === null || filter.behaviorId === behaviorId) && (page?.page ?? 1) === 1
    );
  };
}

export const createAbcEntry = outboxWrite<CreateAbcEntryMutation, CreateAbcEntryMutationVariables>({
  operation: 'CreateAbcEntry',
  document: CreateAbcEntryDocument,
  optimistic: (cache, { studentId, input }, entry) => ({
    saved: {
      id: waitingId(entry),
      studentId: String(studentId),
      behaviorName: behaviorNameOf(cache, studentId, input.behaviorId),
      behaviorId: String(input.behaviorId),
      ...abcValues(input),
      createdAt: entry.madeAt,
    },
  }),
  // Newest first, as the list reads them: on the first page of every list of the student that shows its behaviour.
  update: (cache, { saved }, { studentId }) => {
    const entry = { __typename: 'AbcEntry', ...saved } as AbcEntryFieldsFragment;
    for (const variables of cachedArguments(cache, 'abcEntries', abcListsOf(String(studentId), saved.behaviorId)))
      cache.updateQuery({ query: AbcEntriesDocument, variables: variables as AbcEntriesQueryVariables }, (data) =>
        data && !data.page.nodes.some((node) => node.id === saved.id)
          ? { page: { ...data.page, nodes: [entry, ...data.page.nodes], pageInfo: { ...data.page.pageInfo, total: data.page.pageInfo.total + 1 } } }
          : data,
      );
  },
});

export const updateAbcEntry = outboxWrite<UpdateAbcEntryMutation, UpdateAbcEntryMutationVariables>({
  operation: 'UpdateAbcEntry',
  document: UpdateAbcEntryDocument,
  optimistic: (cache, { id, input }) => {
    const before = cache.readFragment({
      id: cache.identify({ __typename: 'AbcEntry', id }),
      fragment: AbcEntryFields,
      fragmentName: 'AbcEntryFields',
    });
    return {
      saved: {
        ...(before ?? { id: String(id), studentId: '', behaviorName: null, createdAt: null }),
        ...input,
        behaviorId: String(input.behaviorId),
        behaviorName: before?.behaviorId === String(input.behaviorId) ? before.behaviorName : null,
        setting: input.setting ?? null,
        intensity: input.intensity ?? null,
        durationSeconds: input.durationSeconds ?? null,
        notes: input.notes ?? null,
      },
    };
  },
  update: (cache, { saved }) => writeAbcEntry(cache, saved),
});

export const deleteAbcEntry = outboxWrite<DeleteAbcEntryMutation, DeleteAbcEntryMutationVariables>({
  operation: 'DeleteAbcEntry',
  document: DeleteAbcEntryDocument,
  optimistic: () => ({ result: { __typename: 'MutationResult', ok: true, message: null } as DeleteAbcEntryMutation['result'] }),
  update: (cache, { result }, { id }) => {
    if (!result.ok) return;
    for (const variables of cachedArguments(cache, 'abcEntries', () => true))
      cache.updateQuery({ query: AbcEntriesDocument, variables: variables as AbcEntriesQueryVariables }, (data) =>
        data?.page.nodes.some((node) => node.id === id)
          ? {
              page: {
                ...data.page,
                nodes: data.page.nodes.filter((node) => node.id !== id),
                pageInfo: { ...data.page.pageInfo, total: data.page.pageInfo.total - 1 },
              },
            }
          : data,
      );
  },
});

/** The draft is kept by its editor while it waits; its answer replaces the note when it comes. */
export const saveSessionNote = outboxWrite<SaveSessionNoteMutation, SaveSessionNoteMutationVariables>({
  operation: 'SaveSessionNote',
  document: SaveSessionNoteDocument,
  supersedes: (waiting, made) => waiting.input.sessionId === made.input.sessionId,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds writes of every type; each is typed where it is declared.
type AnyWrite = OutboxWrite<any, any>;

const registry = new Map<string, AnyWrite>(
  [recordSkillData, recordBehaviorData, createAbcEntry, updateAbcEntry, deleteAbcEntry, saveSessionNote].map((write) => [write.operation, write]),
);

/** The declaration of a kept entry's write, by the operation name it was kept with. */
export function writeNamed(operation: string): AnyWrite | undefined {
  return registry.get(operation);
}
