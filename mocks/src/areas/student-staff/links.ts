// Staff assigned to a student (student-staff POST, PUT {id}, DELETE {id}; student/staff-list/{id},
// student/staff-list-unassigned/{id}, staff/student-list/{id}, student/unassigned-staff-list/{id}). A link is
// current until it is ended (end_date) or deleted; the student's staff_ids follow the current links.
import type { Faker } from '@faker-js/faker';
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { readInput } from '../../kit/input.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, dayOf, timestamp, today } from '../../kit/dates.js';
import { staffRecords } from '../students/related.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';

export interface StaffLink extends Row {
  student_id: number;
  staff_id: number;
  /** BCBA, RBT, Lead Therapist, Supervisor, Speech Therapist. */
  role: string;
  start_date: string;
  end_date: string | null;
  is_primary: boolean;
  notes: string | null;
}

export const staffRoles = ['BCBA', 'RBT', 'Lead Therapist', 'Supervisor', 'Speech Therapist'] as const;
export const staffSelectMessage = 'The staff field is required';

export function isCurrent(link: StaffLink): boolean {
  return link.deleted_at === null && (link.end_date === null || link.end_date >= today());
}

function seedLinks(faker: Faker, db: Db): NewRow<StaffLink>[] {
  const rows: NewRow<StaffLink>[] = [];
  const staff = staffRecords(db).map((member) => member.id);
  for (const student of students(db).all()) {
    student.staff_ids.forEach((staffId, index) => {
      rows.push({
        student_id: student.id,
        staff_id: staffId,
        role: index === 0 ? 'BCBA' : faker.helpers.arrayElement(['RBT', 'RBT', 'Lead Therapist']),
        start_date: student.intake_date ?? '2025-01-06',
        end_date: null,
        is_primary: index === 0,
        notes: null,
      });
    });
    // Some students had someone else before.
    if (faker.datatype.boolean(0.2)) {
      const former = faker.helpers.arrayElement(staff.filter((id) => !student.staff_ids.includes(id)));
      rows.push({
        student_id: student.id,
        staff_id: former,
        role: 'RBT',
        start_date: student.intake_date ?? '2025-01-06',
        end_date: dayOf(faker.date.recent({ days: 200 })),
        is_primary: false,
        notes: 'Moved to another caseload.',
      });
    }
  }
  return rows;
}

export function staffLinks(db: Db): Table<StaffLink> {
  return db.defineTable<StaffLink>('student_staff', (faker) => seedLinks(faker, db));
}

export function registerStaffLinks(router: Router, { db, auth }: AreaContext): void {
  const links = staffLinks(db);
  const studentTable = students(db);
  const visible = (req: Request, id: number | undefined): Student | undefined => {
    const student = id === undefined ? undefined : studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const staffById = () => new Map(staffRecords(db).map((member) => [member.id, member]));
  const present = (link: StaffLink) => {
    const student = studentTable.get(link.student_id);
    return {
      ...link,
      staff_name: staffById().get(link.staff_id)?.name ?? null,
      student_name: student ? `${student.first_name} ${student.last_name}` : null,
      current: isCurrent(link),
    };
  };
  /** Keeps the student's staff_ids equal to its current links. */
  const sync = (studentId: number) => {
    const ids = [
      ...new Set(
        links
          .active()
          .filter((link) => link.student_id === studentId && isCurrent(link))
          .map((link) => link.staff_id),
      ),
    ];
    studentTable.update(studentId, { staff_ids: ids.sort((a, b) => a - b) });
  };
  const linkOf = (req: Request, res: Response): StaffLink | undefined => {
    const id = parseId(req.params.id);
    const link = id === undefined ? undefined : links.find(id);
    if (!link || !visible(req, link.student_id)) {
      notFound(res, 'Staff assignment not found.');
      return undefined;
    }
    return link;
  };
  const validate = (values: Partial<StaffLink>, errors: FieldErrors) => {
    if (values.role !== undefined && values.role !== null) errors.oneOf('role', values.role, staffRoles);
    for (const field of ['start_date', 'end_date'] as const) {
      const value = values[field];
      if (value !== undefined && value !== null && calendarDate(String(value)) === undefined)
        errors.add(field, `The ${field.replace('_', ' ')} field must be a valid date.`);
    }
  };
  const fillable = ['role', 'start_date', 'end_date', 'is_primary', 'notes'] as const;

  router.get('/student/staff-list/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visible(req, parseId(req.params.id));
    if (!student) return notFound(res, 'Student not found.');
    ok(res, {
      data: links
        .active()
        .filter((link) => link.student_id === student.id && isCurrent(link))
        .map(present),
    });
  });

  router.get('/student/staff-list-unassigned/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visible(req, parseId(req.params.id));
    if (!student) return notFound(res, 'Student not found.');
    const ended = links.all().filter((link) => link.student_id === student.id && !isCurrent(link));
    ok(res, { data: ended.sort((a, b) => (b.end_date ?? b.deleted_at ?? '').localeCompare(a.end_date ?? a.deleted_at ?? '')).map(present) });
  });

  router.get('/student/unassigned-staff-list/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visible(req, parseId(req.params.id));
    if (!student) return notFound(res, 'Student not found.');
    const assigned = new Set(student.staff_ids);
    const users = db.users
      .active()
      .filter((user) => (user.user_type === 'Therapist' || user.user_type === 'Office Administrator') && !assigned.has(user.id));
    ok(res, { data: users.map(({ permissions: _p, user_meta: _m, ...user }) => user) });
  });

  router.get('/staff/student-list/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const staffId = parseId(req.params.id);
    const user = callerOf(req).user;
    const rows = links.active().filter((link) => {
      const student = studentTable.find(link.student_id);
      return link.staff_id === staffId && isCurrent(link) && student !== undefined && seesStudent(user, student);
    });
    ok(res, { data: rows.map(present) });
  });

  router.post('/student-staff', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = visible(req, parseId(body.student_id));
    if (!student)
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
    const staffId = parseId(body.staff_id);
    if (staffId === undefined) errors.add('staff_id', staffSelectMessage);
    else if (!staffById().has(staffId)) errors.add('staff_id', 'The selected staff id is invalid.');
    const values = {
      role: 'RBT',
      start_date: today(),
      end_date: null,
      is_primary: false,
      notes: null,
      ...readInput<StaffLink>(body, { fillable, casts: { is_primary: 'boolean' } }),
    };
    validate(values, errors);
    errors.required(values, ['role']);
    if (
      student &&
      staffId !== undefined &&
      links.active().some((link) => link.student_id === student.id && link.staff_id === staffId && isCurrent(link))
    ) {
      errors.add('staff_id', 'The staff member is already assigned to this student.');
    }
    if (!errors.empty || !student || staffId === undefined) return unprocessable(res, errors);
    const link = links.insert({
      ...values,
      student_id: student.id,
      staff_id: staffId,
      start_date: calendarDate(String(values.start_date))!,
      end_date: values.end_date ? calendarDate(String(values.end_date))! : null,
    } as StaffLink);
    sync(student.id);
    logActivity(db, {
      studentId: student.id,
      user: callerOf(req).user,
      module: 'Staff',
      action: 'assigned',
      description: `Assigned ${present(link).staff_name ?? 'a staff member'} as ${link.role}.`,
    });
    ok(res, { message: 'Staff assigned successfully.', data: present(link) });
  });

  router.put('/student-staff/:id', ...studentGuard(auth, 'Edit'), (req, res) => {
    const existing = linkOf(req, res);
    if (!existing) return;
    const input = readInput<StaffLink>(req.body, { fillable, casts: { is_primary: 'boolean' } });
    const errors = new FieldErrors();
    validate(input, errors);
    if (input.end_date && calendarDate(String(input.end_date))! < (calendarDate(String(input.start_date ?? existing.start_date)) ?? '')) {
      errors.add('end_date', 'The end date field must be a date after or equal to start date.');
    }
    if (!errors.empty) return unprocessable(res, errors);
    const link = links.update(existing.id, input)!;
    sync(link.student_id);
    ok(res, { message: 'Staff assignment updated successfully.', data: present(link) });
  });

  router.delete('/student-staff/:id', ...studentGuard(auth, 'Edit'), (req, res) => {
    const existing = linkOf(req, res);
    if (!existing) return;
    const link = links.update(existing.id, { end_date: existing.end_date ?? today(), deleted_at: timestamp() })!;
    sync(link.student_id);
    logActivity(db, {
      studentId: link.student_id,
      user: callerOf(req).user,
      module: 'Staff',
      action: 'unassigned',
      description: `Unassigned ${present(link).staff_name ?? 'a staff member'}.`,
    });
    ok(res, { message: 'Staff unassigned successfully.', data: present(link) });
  });
}
