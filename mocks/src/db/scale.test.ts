// A larger practice (STANDIN_SCALE): N copies of the tables that grow with the practice, each copy's records
// referring to records of the same copy, the demo sign-ins unchanged, and the same data from the same seed and clock.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testNow } from '../kit/clock.js';
import { seededFunderCount, seedFunders } from '../areas/funders/seed.js';
import { funderTable } from '../areas/funders/service-line-links.js';
import { authorizationTables } from '../areas/student-authorizations/tables.js';
import { seededStudentCount } from '../areas/students/seed.js';
import { students } from '../areas/students/table.js';
import { demoAccounts } from './demo-users.js';
import { Db, defaultSeed } from './index.js';
import { scaleOf } from './scale.js';
import { scaledTables } from './scaled-tables.js';
import type { Row } from './table.js';
import { generatedParentCount, generatedStaffCount } from './users.js';

interface StudentRow extends Row {
  staff_ids: number[];
  funder_ids: number[];
}

interface AuthorizationRow extends Row {
  student_id: number;
  funder_id: number;
  bcba_id: number;
}

const scale = 10;

/**
 * The people, funders, students and authorizations, seeded and copied as the stand-in does once its areas are up
 * (the whole stand-in at ×10 takes most of a test's time on a busy machine; the gateway's scale test starts it).
 */
function practice(): Db {
  const db = new Db(defaultSeed, scale);
  db.defineTable(funderTable, seedFunders);
  students(db);
  authorizationTables(db);
  db.scaleUp();
  return db;
}

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

  it(`holds ${scale} times the people, funders and authorizations, each copy's records referring to its own copy`, () => {
    const db = practice();
    const scaled = scaledTables.filter(({ table }) => db.tableNames().includes(table));
    expect(scaled.map(({ table }) => table).sort()).toEqual([
      'payers',
      'student_authorization_services',
      'student_authorizations',
      'students',
      'users',
    ]);
    // Copy k holds ids k × span + 1 to (k + 1) × span, span being the largest id the seed gave the table.
    const spans = new Map(
      scaled.map(({ table }) => [
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
    for (const { table } of scaled) {
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

    // Copy k of a student (or authorization) refers to copy k of its staff, funders and student.
    const elsewhere: string[] = [];
    for (const student of db.table<StudentRow>('students').all()) {
      const copy = copyOf('students', student.id);
      const refs = [...student.staff_ids.map((id) => copyOf('users', id)), ...student.funder_ids.map((id) => copyOf('payers', id))];
      if (refs.some((other) => other !== copy)) elsewhere.push(`student ${student.id}`);
    }
    for (const row of db.table<AuthorizationRow>('student_authorizations').all()) {
      const copy = copyOf('student_authorizations', row.id);
      const refs = [copyOf('students', row.student_id), copyOf('payers', row.funder_id), copyOf('users', row.bcba_id)];
      if (refs.some((other) => other !== copy)) elsewhere.push(`authorization ${row.id}`);
    }
    expect(elsewhere).toEqual([]);
  });

  it('is the same practice from the same seed and clock', () => {
    // Seeders stamp some rows with "now" (the stand-in's clock reads Date.now): both builds read one frozen instant. A
    // plain stand-in for Date.now, not a spy: a spy would record each of the copies' hundred thousand stamps.
    const machineNow = Date.now;
    Date.now = () => Date.parse(testNow);
    try {
      const first = practice();
      expect(first.table('student_authorizations').size).toBeGreaterThan(scale * seededStudentCount);
      expect(fingerprint(practice())).toEqual(fingerprint(first));
    } finally {
      Date.now = machineNow;
    }
  });
});
