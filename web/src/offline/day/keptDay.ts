// What the vault's 'day' store holds: one answer per kept operation, named by the operation and its variables, and
// one record saying what was kept, when, and for which sessions. The names are all the link needs: it answers only
// these operations, and only with what the keeper stored for exactly those variables.

/** The operations the therapist's day is kept for: the data-entry screens', the student frame's and the note page's. */
export const keptOperationNames: ReadonlySet<string> = new Set([
  'PracticeTimeZone',
  'StudentHeader',
  'DataEntryBehaviors',
  'SkillTargets',
  'AbcEntries',
  'SessionNote',
  'SessionFiles',
]);

/** The key of the record that says what is kept. */
export const KEPT_DAY = 'kept-day';

export interface KeptSession {
  id: string;
  studentId: string;
  studentName: string;
  serviceName: string | null;
  date: string;
  startTime: string;
  endTime: string;
}

export interface KeptDay {
  userId: string;
  /** When it was kept (an instant). */
  keptAt: string;
  /** The end of the last session kept (an instant); null when there is none. */
  until: string | null;
  /** The practice's zone, which the days and times are read in. */
  zone: string;
  sessions: KeptSession[];
  /** The keys of the answers kept with it, so the next keeping removes those no longer needed. */
  keys: string[];
}

/** Variables as one string, whatever the order of their fields; fields left undefined count as absent. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([field, inner]) => `${JSON.stringify(field)}:${stable(inner)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function keptAnswerKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  return `answer:${operationName}:${stable(variables ?? {})}`;
}
