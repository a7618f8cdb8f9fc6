// Intake forms sent to a student's family (POST student-intake-form; GET student-intake-form-list/{id},
// student-intake-form/{id}; PUT student-intake-form/{id}; POST student-intake-form-export,
// check-intake-form-status, update-intake-form-status) and the public guest flow behind /fill-intake-form
// (GET student-intake-form-show/{token}, POST student-intake-form-update/{token}).
//
// A guest holds only a token: an unguessable string made for one sent form. It reads that form's questions, the
// student's first name and its own answers, and nothing else; ids are never accepted in its place. Status:
// Pending (sent) → Submitted (the guest sent it) → Approved or Rejected by staff; Rejected and Approved forms can be
// reopened (Pending), and a guest can fill a form while it is Pending or Rejected.
import { randomBytes } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { csvFile, offerFile } from '../../kit/export.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf, optionalCallerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { mayUseStudents, seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, dayOf, daysLater, timestamp } from '../../kit/dates.js';
import { detailedStudents, students } from '../students/table.js';
import type { IntakeForm, IntakeFormField } from './forms.js';

export type IntakeStatus = 'Pending' | 'Submitted' | 'Approved' | 'Rejected';

export interface IntakeAnswer {
  key: string;
  value: string;
}

export interface StudentIntakeForm extends Row {
  student_id: number;
  intake_form_id: number;
  form_title: string;
  /** The version of the form it was filled against (while it can be filled, the one it was last shown with). */
  form_version: number;
  /** That version's fields. */
  fields: IntakeFormField[];
  recipient_name: string | null;
  recipient_email: string;
  token: string;
  status: IntakeStatus;
  answers: IntakeAnswer[];
  due_date: string | null;
  sent_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  review_note: string | null;
}

export const intakeStatuses: readonly IntakeStatus[] = ['Pending', 'Submitted', 'Approved', 'Rejected'];
/** The moves staff may make. */
export const staffTransitions: Readonly<Record<IntakeStatus, readonly IntakeStatus[]>> = {
  Pending: [],
  Submitted: ['Approved', 'Rejected'],
  Approved: ['Pending'],
  Rejected: ['Pending'],
};
const guestFillable: ReadonlySet<IntakeStatus> = new Set(['Pending', 'Rejected']);
const tokenPattern = /^[0-9a-f]{40}$/;

export function newToken(): string {
  return randomBytes(20).toString('hex');
}

function sampleAnswer(field: IntakeFormField, faker: Faker): string {
  switch (field.type) {
    case 'email':
      return faker.internet.email().toLowerCase();
    case 'phone':
      return faker.phone.number({ style: 'national' });
    case 'date':
      return dayOf(faker.date.recent({ days: 60 }));
    case 'select':
    case 'radio':
    case 'checkbox':
      return field.options[0] ?? '';
    case 'signature':
      return 'Signed';
    default:
      return faker.lorem.sentence();
  }
}

function seedStudentForms(faker: Faker, db: Db, forms: readonly IntakeForm[]): NewRow<StudentIntakeForm>[] {
  const active = forms.filter((form) => form.status === 1);
  return detailedStudents(db)
    .filter((student) => student.id % 3 === 1)
    .flatMap((student) =>
      faker.helpers.arrayElements(active, { min: 1, max: 2 }).map((form) => {
        const status = faker.helpers.weightedArrayElement([
          { weight: 3, value: 'Pending' as const },
          { weight: 2, value: 'Submitted' as const },
          { weight: 3, value: 'Approved' as const },
          { weight: 1, value: 'Rejected' as const },
        ]);
        const sent = faker.date.past({ years: 1 });
        const filled = status !== 'Pending';
        return {
          student_id: student.id,
          intake_form_id: form.id,
          form_title: form.title,
          form_version: form.version,
          fields: form.fields,
          recipient_name: student.guardian_name,
          recipient_email: student.guardian_email ?? 'family@example.test',
          token: faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
          status,
          answers: filled ? form.fields.map((field) => ({ key: field.key, value: sampleAnswer(field, faker) })) : [],
          due_date: dayOf(daysLater(sent, 14)),
          sent_at: timestamp(sent),
          submitted_at: filled ? timestamp(daysLater(sent, 3)) : null,
          reviewed_at: status === 'Approved' || status === 'Rejected' ? timestamp(daysLater(sent, 5)) : null,
          reviewed_by: status === 'Approved' || status === 'Rejected' ? 2 : null,
          review_note: status === 'Rejected' ? 'Please complete the signature.' : null,
        };
      }),
    );
}

/** Checks a guest's or staff member's answers against the form's fields. */
function readAnswers(fields: readonly IntakeFormField[], value: unknown, errors: FieldErrors, partial: boolean): IntakeAnswer[] {
  const given = new Map<string, string>();
  const list = Array.isArray(value) ? value : [];
  if (!Array.isArray(value)) errors.add('answers', 'The answers field must be an array.');
  for (const entry of list as Record<string, unknown>[]) {
    if (typeof entry?.key === 'string') given.set(entry.key, entry.value === undefined || entry.value === null ? '' : String(entry.value).trim());
  }
  for (const key of given.keys()) {
    if (!fields.some((field) => field.key === key)) errors.add(`answers.${key}`, 'The form has no such question.');
  }
  return fields.flatMap((field) => {
    if (field.type === 'section') return [];
    const answer = given.get(field.key) ?? '';
    if (field.required && answer === '' && !partial) errors.add(`answers.${field.key}`, `The ${field.label} field is required.`);
    if (answer !== '' && field.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(answer))
      errors.add(`answers.${field.key}`, `The ${field.label} field must be a valid email address.`);
    if (answer !== '' && field.type === 'date' && calendarDate(answer) === undefined)
      errors.add(`answers.${field.key}`, `The ${field.label} field must be a valid date.`);
    if (answer !== '' && (field.type === 'select' || field.type === 'radio') && !field.options.includes(answer))
      errors.add(`answers.${field.key}`, `The selected ${field.label} is invalid.`);
    return given.has(field.key) || !partial ? [{ key: field.key, value: answer }] : [];
  });
}

export function studentIntakeForms(db: Db, forms: Table<IntakeForm>): Table<StudentIntakeForm> {
  return db.defineTable<StudentIntakeForm>('student_intake_forms', (faker) => seedStudentForms(faker, db, forms.all()));
}

export function registerStudentIntakeForms(router: Router, { db, auth }: AreaContext): void {
  const forms = db.defineTable<IntakeForm>('intake_forms');
  const table = studentIntakeForms(db, forms);
  const studentTable = students(db);
  const visibleStudent = (req: Request, id: number) => {
    const student = studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const sentFormOf = (req: Request, res: Response, id: unknown): StudentIntakeForm | undefined => {
    const row = table.find(parseId(id) ?? 0);
    if (!row || !visibleStudent(req, row.student_id)) {
      notFound(res, 'Student intake form not found.');
      return undefined;
    }
    return row;
  };
  /** While the family can fill it, a sent form shows the newest version of its form; once filled, the version it was filled against. */
  const current = (row: StudentIntakeForm): StudentIntakeForm => {
    const form = guestFillable.has(row.status) ? forms.find(row.intake_form_id) : undefined;
    return form ? { ...row, fields: form.fields, form_title: form.title, form_version: form.version } : row;
  };
  /** What staff see: everything, with the guest link's path. */
  const present = (sent: StudentIntakeForm) => {
    const row = current(sent);
    return { ...row, guest_path: `/fill-intake-form?token=${row.token}` };
  };
  /** What a guest sees: the questions, its answers and the student's first name; no ids, no other data. */
  const guestView = (sent: StudentIntakeForm) => {
    const row = current(sent);
    return {
      form_title: row.form_title,
      form_version: row.form_version,
      fields: row.fields,
      answers: row.answers,
      status: row.status,
      can_submit: guestFillable.has(row.status),
      due_date: row.due_date,
      student_first_name: studentTable.get(row.student_id)?.first_name ?? null,
      review_note: row.status === 'Rejected' ? row.review_note : null,
    };
  };
  const byToken = (token: unknown): StudentIntakeForm | undefined =>
    typeof token === 'string' && tokenPattern.test(token) ? table.active().find((row) => row.token === token) : undefined;
  const log = (row: StudentIntakeForm, user: Parameters<typeof logActivity>[1]['user'], action: string, description: string) =>
    logActivity(db, { studentId: row.student_id, user, module: 'Intake form', action, description });

  router.post('/student-intake-form', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = visibleStudent(req, parseId(body.student_id) ?? 0);
    if (!student)
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
    const form = forms.find(parseId(body.intake_form_id) ?? 0);
    if (!form || form.status !== 1)
      errors.add(
        'intake_form_id',
        body.intake_form_id === undefined ? 'The intake form id field is required.' : 'The selected intake form id is invalid.',
      );
    const email = typeof body.recipient_email === 'string' ? body.recipient_email.trim() : '';
    errors.required({ recipient_email: email }, ['recipient_email']);
    errors.email('recipient_email', email);
    const due = body.due_date === undefined || body.due_date === null || body.due_date === '' ? null : calendarDate(String(body.due_date));
    if (due === undefined) errors.add('due_date', 'The due date field must be a valid date.');
    if (!errors.empty || !student || !form) return unprocessable(res, errors);
    const row = table.insert({
      student_id: student.id,
      intake_form_id: form.id,
      form_title: form.title,
      form_version: form.version,
      fields: form.fields,
      recipient_name: typeof body.recipient_name === 'string' ? body.recipient_name.trim() || null : null,
      recipient_email: email,
      token: newToken(),
      status: 'Pending',
      answers: [],
      due_date: due ?? null,
      sent_at: timestamp(),
      submitted_at: null,
      reviewed_at: null,
      reviewed_by: null,
      review_note: null,
    });
    log(row, callerOf(req).user, 'sent', `Sent ${row.form_title} to ${row.recipient_email}.`);
    ok(res, { message: 'Intake form sent successfully.', data: present(row) });
  });

  router.get('/student-intake-form-list/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const student = visibleStudent(req, parseId(req.params.id) ?? 0);
    if (!student) return notFound(res, 'Student not found.');
    ok(res, {
      data: table
        .active()
        .filter((row) => row.student_id === student.id)
        .sort((a, b) => b.sent_at.localeCompare(a.sent_at))
        .map(present),
    });
  });

  router.get('/student-intake-form/:id', ...studentGuard(auth, 'List'), (req, res) => {
    const row = sentFormOf(req, res, req.params.id);
    if (row) ok(res, { data: present(row) });
  });

  // Staff correct the answers or the recipient; the status moves only through update-intake-form-status.
  router.put('/student-intake-form/:id', ...studentGuard(auth, 'Edit'), (req, res) => {
    const existing = sentFormOf(req, res, req.params.id);
    if (!existing) return;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const changes: Partial<StudentIntakeForm> = {};
    if (body.answers !== undefined) {
      const { fields } = current(existing);
      const answers = readAnswers(fields, body.answers, errors, true);
      const merged = new Map(existing.answers.map((answer) => [answer.key, answer.value]));
      for (const answer of answers) merged.set(answer.key, answer.value);
      changes.answers = fields.filter((field) => merged.has(field.key)).map((field) => ({ key: field.key, value: merged.get(field.key)! }));
    }
    if (body.recipient_email !== undefined) {
      const email = String(body.recipient_email).trim();
      errors.required({ recipient_email: email }, ['recipient_email']);
      errors.email('recipient_email', email);
      changes.recipient_email = email;
    }
    if (body.recipient_name !== undefined) changes.recipient_name = String(body.recipient_name).trim() || null;
    if (body.due_date !== undefined) {
      const due = body.due_date === null || body.due_date === '' ? null : calendarDate(String(body.due_date));
      if (due === undefined) errors.add('due_date', 'The due date field must be a valid date.');
      else changes.due_date = due;
    }
    if (!errors.empty) return unprocessable(res, errors);
    const row = table.update(existing.id, changes)!;
    log(row, callerOf(req).user, 'updated', `Updated ${row.form_title}.`);
    ok(res, { message: 'Student intake form updated successfully.', data: present(row) });
  });

  router.post('/student-intake-form-export', ...studentGuard(auth, 'List'), (req, res) => {
    const sent = sentFormOf(req, res, (req.body ?? {}).id);
    if (!sent) return;
    const row = current(sent);
    const answers = new Map(row.answers.map((answer) => [answer.key, answer.value]));
    // Section headings take no answer: the export lists the questions only.
    const questions = row.fields.filter((field) => field.type !== 'section');
    const file = csvFile(
      ['Question', 'Answer'],
      questions.map((field) => [field.label, answers.get(field.key) ?? '']),
    );
    const fileName = `${row.form_title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${row.student_id}.csv`;
    ok(res, { data: offerFile(req, db, { fileName, ...file }) });
  });

  // Staff ask by id; the guest page asks by its token (no sign-in), and learns only its own form's status.
  router.post('/check-intake-form-status', auth.optional, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.token !== undefined) {
      const row = byToken(body.token);
      if (!row) return notFound(res, 'Intake form not found.');
      return ok(res, { data: { status: row.status, can_submit: guestFillable.has(row.status), submitted_at: row.submitted_at } });
    }
    const caller = optionalCallerOf(req);
    if (!caller) return res.status(401).json({ message: 'Unauthenticated.' });
    if (!mayUseStudents(caller.user)) return res.status(403).json({ status: false, message: 'You do not have permission to perform this action.' });
    const row = sentFormOf(req, res, body.id);
    if (row) ok(res, { data: { id: row.id, status: row.status, can_submit: guestFillable.has(row.status), submitted_at: row.submitted_at } });
  });

  router.post('/update-intake-form-status', ...studentGuard(auth, 'Edit'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const existing = sentFormOf(req, res, body.id);
    if (!existing) return;
    const errors = new FieldErrors();
    const status = String(body.status ?? '');
    errors.required({ status }, ['status']);
    errors.oneOf('status', status, intakeStatuses);
    if (errors.empty && !staffTransitions[existing.status].includes(status as IntakeStatus)) {
      errors.add('status', `An intake form that is ${existing.status} cannot be set to ${status}.`);
    }
    if (!errors.empty) return unprocessable(res, errors);
    const note = typeof body.note === 'string' && body.note.trim() !== '' ? body.note.trim() : null;
    const reviewed = status === 'Approved' || status === 'Rejected';
    const row = table.update(existing.id, {
      status: status as IntakeStatus,
      review_note: note,
      reviewed_at: reviewed ? timestamp() : null,
      reviewed_by: reviewed ? callerOf(req).user.id : null,
    })!;
    log(row, callerOf(req).user, 'status changed', `${row.form_title}: ${existing.status} → ${row.status}.`);
    ok(res, { message: 'Intake form status updated successfully.', data: present(row) });
  });

  // The guest page: no sign-in, the token is the only key.
  router.get('/student-intake-form-show/:token', (req, res) => {
    const row = byToken(req.params.token);
    if (!row) return notFound(res, 'Intake form not found.');
    ok(res, { data: guestView(row) });
  });

  router.post('/student-intake-form-update/:token', (req, res) => {
    const existing = byToken(req.params.token);
    if (!existing) return notFound(res, 'Intake form not found.');
    if (!guestFillable.has(existing.status)) {
      return unprocessable(res, new FieldErrors().add('status', 'This intake form has already been submitted.'));
    }
    const errors = new FieldErrors();
    // The family fills the newest version; the sent form keeps that version from now on.
    const filled = current(existing);
    const answers = readAnswers(filled.fields, (req.body ?? {}).answers, errors, false);
    if (!errors.empty) return unprocessable(res, errors);
    const row = table.update(existing.id, {
      answers,
      status: 'Submitted',
      submitted_at: timestamp(),
      review_note: null,
      form_title: filled.form_title,
      fields: filled.fields,
      form_version: filled.form_version,
    })!;
    log(row, null, 'submitted', `${row.recipient_name ?? row.recipient_email} submitted ${row.form_title}.`);
    ok(res, { message: 'Thank you, the form was submitted.', data: guestView(row) });
  });
}
