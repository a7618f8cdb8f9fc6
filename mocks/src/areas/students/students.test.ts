// The students stand-in over real HTTP: enough students for a real 500-row page, relations that point at records the
// lookup lists answer, the client-list lookup, validation and the Student List permission.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../kit/paginate.js';
import { call, signIn, useStandIn } from '../../test/http.js';
import type { ListedStudent } from './listing.js';
import { seededDeletedStudentCount, seededStudentCount } from './seed.js';

const standIn = useStandIn();
let token = '';

beforeAll(async () => {
  token = await signIn(standIn.current, 'Office administrator');
});

const ids = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));

describe('the student list', () => {
  it('holds several hundred students, so a 500-row page is real', async () => {
    const { body } = await call<{ data: Page<ListedStudent> }>(standIn.current, 'student?per_page=500', { token });
    const live = seededStudentCount - seededDeletedStudentCount;
    expect(live).toBeGreaterThan(600);
    expect(body.data).toMatchObject({ total: live, per_page: 500, last_page: 2, from: 1, to: 500 });
    expect(body.data.data[0]!.id).toBeGreaterThan(body.data.data[1]!.id);
  });

  it('points every relation at a record the lookup lists answer', async () => {
    const [students, agencies, funders, staff, services, codes] = await Promise.all([
      call<{ data: Page<ListedStudent> }>(standIn.current, 'student?per_page=1000', { token }),
      call<{ data: { id: number }[] }>(standIn.current, 'agency-list', { token }),
      call<{ data: { id: number }[] }>(standIn.current, 'all-payers', { token }),
      call<{ data: Page<{ id: number }> }>(standIn.current, 'all-staffs', { token }),
      call<{ data: { id: number }[] }>(standIn.current, 'all-services', { token }),
      call<{ data: { id: number }[] }>(standIn.current, 'all-billing-codes', { token }),
    ]);
    const known = {
      agencies: ids(agencies.body.data),
      funders: ids(funders.body.data),
      staff: ids(staff.body.data.data),
      services: ids(services.body.data),
    };
    for (const student of students.body.data.data) {
      expect(known.agencies.has(student.agency_id)).toBe(true);
      for (const id of student.funder_ids) expect(known.funders.has(id)).toBe(true);
      for (const id of student.staff_ids) expect(known.staff.has(id)).toBe(true);
      for (const authorization of student.authorizations) {
        expect(known.funders.has(authorization.funder_id)).toBe(true);
        expect(known.services.has(authorization.service_id)).toBe(true);
      }
    }
    const sample = students.body.data.data.find((student) => student.authorizations.length > 0)!;
    const carried = await call<{ data: { billing_code_id: number }[] }>(
      standIn.current,
      `student-authorization-services/${sample.authorizations[0]!.id}`,
      { token },
    );
    for (const service of carried.body.data) expect(ids(codes.body.data).has(service.billing_code_id)).toBe(true);
  });

  it('keeps goals and targets to programs of the same student', async () => {
    const db = standIn.current.db;
    const programs = new Map(
      db
        .table<{ id: number; student_id: number; created_at: string; updated_at: string; deleted_at: string | null }>('student_programs')
        .all()
        .map((p) => [p.id, p.student_id]),
    );
    for (const table of ['student_goals', 'student_program_targets']) {
      const rows = db
        .table<{ id: number; student_id: number; program_id: number; created_at: string; updated_at: string; deleted_at: string | null }>(table)
        .all();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(programs.get(row.program_id)).toBe(row.student_id);
    }
  });

  it("answers a record's call with what the list answers for it, its authorizations and its staff's credentials joined", async () => {
    const { body: page } = await call<{ data: Page<ListedStudent> }>(standIn.current, 'student?per_page=1000', { token });
    const sample = page.data.data.filter((student) => student.authorizations.length > 1).slice(0, 3);
    expect(sample).toHaveLength(3);
    for (const student of sample) {
      const { body } = await call<{ data: ListedStudent }>(standIn.current, `student/${student.id}`, { token });
      expect(body.data).toEqual(student);
    }
    const { body: staff } = await call<{ data: Page<{ id: number; credentials: unknown[]; service_line_ids: number[] }> }>(
      standIn.current,
      'users?per_page=1000',
      { token },
    );
    const person = staff.data.data.find((user) => user.credentials.length > 1 && user.service_line_ids.length > 0)!;
    expect(person).toBeDefined();
    expect((await call<{ data: unknown }>(standIn.current, `users/${person.id}`, { token })).body.data).toEqual(person);
  });

  it('answers the client-list lookup to any signed-in user', async () => {
    const therapist = await signIn(standIn.current, 'Therapist');
    const { body } = await call<{ data: { id: number; name: string }[] }>(standIn.current, 'client-list', { token: therapist });
    expect(body.data).toHaveLength(seededStudentCount - seededDeletedStudentCount);
    expect(body.data[0]!.name).toMatch(/^\S+ \S+/);
    expect((await call(standIn.current, 'client-list')).status).toBe(401);
  });
});

describe('validation and permission', () => {
  it('answers 422 with Laravel wording for a bad student', async () => {
    const answer = await call(standIn.current, 'student', {
      token,
      json: { first_name: 'Kai', dob: '2030-01-01', gender: 'x', agency_id: 999, email: 'nope' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        last_name: ['The last name field is required.'],
        dob: ['The dob field must be a date before today.'],
        gender: ['The selected gender is invalid.'],
        agency_id: ['The selected agency id is invalid.'],
        email: ['The email field must be a valid email address.'],
      },
    });
  });

  it("refuses a therapist's writes and a parent's reads", async () => {
    const therapist = await signIn(standIn.current, 'Therapist');
    const created = await call(standIn.current, 'student', {
      token: therapist,
      json: { first_name: 'A', last_name: 'B', dob: '2019-01-01', gender: 'Male', agency_id: 1 },
    });
    expect(created.status).toBe(403);
    const parent = await signIn(standIn.current, 'Parent');
    expect((await call(standIn.current, 'student', { token: parent })).status).toBe(403);
    const children = await call<{ data: { parent_id: number }[] }>(standIn.current, 'student-by-parent/4', { token: parent });
    expect(children.body.data.length).toBeGreaterThan(0);
    expect((await call(standIn.current, 'student-by-parent/5', { token: parent })).status).toBe(403);
  });
});
