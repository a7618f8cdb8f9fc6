// Values for a read-only call's placeholders and required parameters, taken from what the API itself lists: the id of
// a record from the list call that serves that kind of record, a recent date range for dates.
import type { Contract } from '@portal/schema/contract';
import { camelCase, snakeCase } from '@portal/schema/contract';

export type ReadJson = (path: string) => Promise<{ status: number; body: unknown }>;

const dateNames = new Set(['from', 'to', 'date_from', 'date_to', 'start_date', 'end_date']);

/** A record id a list call answered, or undefined when the list is empty or not a list. */
function firstId(body: unknown): string | undefined {
  let rows: unknown = body;
  for (let depth = 0; depth < 3 && rows !== null && typeof rows === 'object' && !Array.isArray(rows); depth++) {
    rows = (rows as Record<string, unknown>).data;
  }
  const first = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
  const id = first?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The list calls that may hold a kind of record: `student_id` → `student`, `students`, `student-list`, `all-students`. */
function listPathsFor(name: string): string[] {
  const base = snakeCase(camelCase(name)).replace(/_?id$/, '').replace(/_/g, '-');
  if (!base) return [];
  const plural = base.endsWith('y') ? `${base.slice(0, -1)}ies` : `${base}s`;
  return [base, plural, `${base}-list`, `all-${plural}`];
}

export class SampleValues {
  private readonly ids = new Map<string, Promise<string | undefined>>();

  constructor(
    private readonly contract: Contract,
    private readonly read: ReadJson,
    private readonly today: Date,
  ) {}

  /** A value for a placeholder or parameter named `name` of the call at `path`; undefined when none can be found. */
  async valueFor(name: string, path: string): Promise<string | undefined> {
    if (dateNames.has(name)) return this.date(name.endsWith('to') || name === 'end_date' ? 0 : -30);
    if (!/(^|_)id$|Id$/.test(name)) return undefined;
    // `certifications/{id}`: the list call is the path before the placeholder.
    const owner = name === 'id' ? path.slice(0, path.indexOf('/{')) : '';
    const candidates = name === 'id' ? [owner, `${owner}s`, `${owner}-list`] : listPathsFor(name);
    for (const candidate of candidates) {
      const id = await this.idFrom(candidate);
      if (id !== undefined) return id;
    }
    return undefined;
  }

  private idFrom(listPath: string): Promise<string | undefined> {
    let found = this.ids.get(listPath);
    if (!found) {
      const call = this.contract.find({ method: 'GET', path: listPath });
      found =
        call && !call.name.includes('{')
          ? this.read(listPath).then(
              ({ status, body }) => (status === 200 ? firstId(body) : undefined),
              () => undefined,
            )
          : Promise.resolve(undefined);
      this.ids.set(listPath, found);
    }
    return found;
  }

  private date(offsetDays: number): string {
    return new Date(this.today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  }
}
