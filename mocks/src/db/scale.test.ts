// A larger practice (STANDIN_SCALE): N copies of the tables that grow with the practice, each copy's records
// referring to records of the same copy, the demo sign-ins unchanged, and the same data from the same seed and clock.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStandIn } from '../server/stand-in.js';
import { testNow } from '../kit/clock.js';
import { demoUsers } from './demo-users.js';
import type { Db } from './index.js';
import { scaleOf } from './scale.js';
import { scaledTables } from './scaled-tables.js';
import type { Row } from './table.js';

interface StudentRow extends Row {
  staff_ids: number[];
  funder_ids: number[];
}

interface SessionRow extends Row {
  student_id: number;
  staff_id: number;
}

const scale = 10;

// Seeders stamp some rows with "now" (the stand-in's clock reads Date.now): both builds read the same frozen instant.
beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse(testNow));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function build(scaleOfPractice: number): Db {
  const started = performance.now();
  const standIn = createStandIn({ scale: scaleOfPractice });
  standIn.shutdown();
  console.log(`scale ${scaleOfPractice}: built in ${Math.round(performance.now() - started)} ms`);
  return standIn.db;
}

/** Each table's rows, hashed; stored files' keys are random per process, not seeded. */
function fingerprint(db: Db, rowsOf = (of: Db, name: string): Row[] => of.table(name).all()): Record<string, string> {
  const text = (name: string) => JSON.stringify(rowsOf(db, name), (key, value: unknown) => (key === 'storage_key' ? undefined : value));
  return Object.fromEntries(db.tableNames().map((name) => [name, createHash('sha1').update(text(name)).digest('hex')]));
}

describe('a practice at scale', () => {
  it('reads STANDIN_SCALE as a positive integer, 1 when unset', () => {
    expect(scaleOf(undefined)).toBe(1);
    expect(scaleOf('')).toBe(1);
    expect(scaleOf('10')).toBe(10);
    for (const wrong of ['0', '-2', '1.5', 'ten']) expect(() => scaleOf(wrong)).toThrow(/STANDIN_SCALE/);
  });

  it(`holds ${scale} times the people, funders and schedule, each copy's records referring to its own copy`, () => {
    const small = build(1);
    const large = build(scale);
    for (const { table } of scaledTables) expect([table, large.table(table).size]).toEqual([table, scale * small.table(table).size]);
    // Copy 0 is the seeded practice itself, and the catalogues stay as seeded.
    const spans = new Map(
      scaledTables.map(({ table }) => [
        table,
        Math.max(
          ...small
            .table(table)
            .all()
            .map((row) => row.id),
        ),
      ]),
    );
    const firstCopy = (db: Db, name: string) =>
      db
        .table(name)
        .all()
        .filter((row) => row.id <= (spans.get(name) ?? Infinity));
    expect(fingerprint(large, firstCopy)).toEqual(fingerprint(small));

    // The demo users sign in as before; no copy shares their emails.
    for (const user of demoUsers) expect(large.userByEmail(user.email)?.id).toBe(small.userByEmail(user.email)?.id);
    const emails = large.users.all().map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);

    // Copy k of a student (or session) refers to copy k of its staff, funders and student.
    const copyOf = (table: string, id: number) => Math.floor((id - 1) / spans.get(table)!);
    const elsewhere: string[] = [];
    for (const student of large.table<StudentRow>('students').all()) {
      const copy = copyOf('students', student.id);
      const refs = [...student.staff_ids.map((id) => copyOf('users', id)), ...student.funder_ids.map((id) => copyOf('payers', id))];
      if (refs.some((other) => other !== copy)) elsewhere.push(`student ${student.id}`);
    }
    for (const session of large.table<SessionRow>('student_sessions').all()) {
      const copy = copyOf('student_sessions', session.id);
      if (copyOf('students', session.student_id) !== copy || copyOf('users', session.staff_id) !== copy) elsewhere.push(`session ${session.id}`);
    }
    expect(elsewhere).toEqual([]);
  });

  it('is the same practice from the same seed and clock', () => {
    expect(fingerprint(build(scale))).toEqual(fingerprint(build(scale)));
  });
});
