// A larger practice (STANDIN_SCALE): N copies of the tables that grow with the practice, each copy's records
// referring to records of the same copy, the demo sign-ins unchanged, and the same data from the same seed and clock.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStandIn } from '../server/stand-in.js';
import { testNow } from '../kit/clock.js';
import { seededFunderCount } from '../areas/funders/seed.js';
import { authorizationTables } from '../areas/student-authorizations/tables.js';
import { seededStudentCount } from '../areas/students/seed.js';
import { students } from '../areas/students/table.js';
import { demoAccounts } from './demo-users.js';
import { Db } from './index.js';
import { scaleOf } from './scale.js';
import { scaledTables } from './scaled-tables.js';
import type { Row } from './table.js';
import { generatedParentCount, generatedStaffCount } from './users.js';

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

/** Each table's rows, hashed. */
function fingerprint(db: Db): Record<string, string> {
  return Object.fromEntries(
    db.tableNames().map((name) => [
      name,
      createHash('sha1')
        .update(JSON.stringify(db.table(name).all()))
        .digest('hex'),
    ]),
  );
}

describe('a practice at scale', () => {
  it('reads STANDIN_SCALE as a positive integer, 1 when unset', () => {
    expect(scaleOf(undefined)).toBe(1);
    expect(scaleOf('')).toBe(1);
    expect(scaleOf('10')).toBe(10);
    for (const wrong of ['0', '-2', '1.5', 'ten']) expect(() => scaleOf(wrong)).toThrow(/STANDIN_SCALE/);
  });

  it(`holds ${scale} times the people, funders and schedule, each copy's records referring to its own copy`, () => {
    const standIn = createStandIn({ scale });
    standIn.shutdown();
    const db = standIn.db;
    // Copy k holds ids k × span + 1 to (k + 1) × span, span being the largest id the seed gave the table.
    const spans = new Map(
      scaledTables.map(({ table }) => [
        table,
        Math.max(
          ...db
            .table(table)
            .all()
            .map((row) => row.id),
        ) / scale,
      ]),
    );
    const copyOf = (table: string, id: number) => Math.floor((id - 1) / spans.get(table)!);
    for (const { table } of scaledTables) {
      const perCopy = Array.from({ length: scale }, () => 0);
      for (const row of db.table(table).all()) perCopy[copyOf(table, row.id)]! += 1;
      expect([table, perCopy]).toEqual([table, perCopy.map(() => perCopy[0])]);
    }
    expect(db.table('students').size).toBe(scale * seededStudentCount);
    expect(db.table('payers').size).toBe(scale * seededFunderCount);
    expect(db.users.size).toBe(scale * (demoAccounts.length + generatedStaffCount + generatedParentCount));

    // The demo users sign in as before; no copy shares their emails.
    for (const account of demoAccounts) expect(db.userByEmail(account.email)?.id).toBe(account.id);
    const emails = db.users.all().map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);

    // Copy k of a student (or session) refers to copy k of its staff, funders and student.
    const elsewhere: string[] = [];
    for (const student of db.table<StudentRow>('students').all()) {
      const copy = copyOf('students', student.id);
      const refs = [...student.staff_ids.map((id) => copyOf('users', id)), ...student.funder_ids.map((id) => copyOf('payers', id))];
      if (refs.some((other) => other !== copy)) elsewhere.push(`student ${student.id}`);
    }
    for (const session of db.table<SessionRow>('student_sessions').all()) {
      const copy = copyOf('student_sessions', session.id);
      if (copyOf('students', session.student_id) !== copy || copyOf('users', session.staff_id) !== copy) elsewhere.push(`session ${session.id}`);
    }
    expect(elsewhere).toEqual([]);
  });

  it('is the same practice from the same seed and clock', () => {
    // The people, students and authorizations, seeded and copied as the stand-in does (the whole stand-in twice
    // would take most of a test's time).
    const build = () => {
      const db = new Db(20260101, scale);
      students(db);
      authorizationTables(db);
      db.scaleUp();
      return db;
    };
    const first = build();
    expect(first.table('student_authorizations').size).toBeGreaterThan(scale * seededStudentCount);
    expect(fingerprint(build())).toEqual(fingerprint(first));
  });
});
