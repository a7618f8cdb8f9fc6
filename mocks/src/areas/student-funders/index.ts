// A student's funders (student/service/{id}, student-service, student-funder/{id},
// student/funder/serviceline/{a}/{b}): the student's enrolment with each funder (priority, member and group
// numbers, dates) and the service lines it covers. The student's funder_ids follow the enrolments.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok } from '../../server/replies.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { relatedRecords } from '../students/related.js';
import { checkDate, defineStudentRecords, type StudentOwned } from '../students/student-records.js';
import { students } from '../students/table.js';

export interface StudentFunder extends StudentOwned {
  funder_id: number;
  /** Primary, Secondary or Tertiary. */
  priority: string;
  member_id: string;
  group_number: string | null;
  policy_holder: string | null;
  policy_holder_relationship: string | null;
  start_date: string | null;
  end_date: string | null;
  copay: number | null;
  service_line_ids: number[];
  /** 1 active, 0 inactive. */
  status: number;
}

const priorities = ['Primary', 'Secondary', 'Tertiary'] as const;

function seedStudentFunders(faker: Faker, db: Db): NewRow<StudentFunder>[] {
  return students(db)
    .all()
    .flatMap((student) =>
      student.funder_ids.map((funderId, index) => ({
        student_id: student.id,
        funder_id: funderId,
        priority: priorities[Math.min(index, 2)]!,
        member_id: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
        group_number: faker.datatype.boolean(0.7) ? faker.string.numeric(6) : null,
        policy_holder: student.guardian_name,
        policy_holder_relationship: 'Parent',
        start_date: student.intake_date,
        end_date: null,
        copay: faker.helpers.arrayElement([0, 0, 10, 20, 25]),
        service_line_ids: student.service_line_ids,
        status: 1,
      })),
    );
}

function syncFunderIds(db: Db, studentId: number, rows: readonly StudentFunder[]): void {
  const ids = [...new Set(rows.filter((row) => row.student_id === studentId && row.status === 1).map((row) => row.funder_id))];
  students(db).update(studentId, { funder_ids: ids.sort((a, b) => a - b) });
}

const funders = defineStudentRecords<StudentFunder>({
  title: 'Funder',
  table: 'student_funders',
  paths: {
    list: 'student/service/{id}',
    create: 'student-service',
    detail: 'student-funder/{id}',
    update: 'student-funder/{id}',
    remove: 'student-funder/{id}',
  },
  seed: seedStudentFunders,
  fillable: [
    'funder_id',
    'priority',
    'member_id',
    'group_number',
    'policy_holder',
    'policy_holder_relationship',
    'start_date',
    'end_date',
    'copay',
    'service_line_ids',
    'status',
  ],
  required: ['funder_id', 'priority', 'member_id'],
  casts: { funder_id: 'integer', copay: 'number', status: 'integer' },
  defaults: {
    status: 1,
    service_line_ids: [],
    group_number: null,
    policy_holder: null,
    policy_holder_relationship: null,
    start_date: null,
    end_date: null,
    copay: null,
  },
  validate: (record, errors, db, existing) => {
    if (!errors.has('funder_id') && !relatedRecords(db, 'funders').some((funder) => funder.id === record.funder_id)) {
      errors.add('funder_id', 'The selected funder id is invalid.');
    }
    errors.oneOf('priority', record.priority, priorities);
    checkDate(errors, record as Record<string, unknown>, 'start_date');
    checkDate(errors, record as Record<string, unknown>, 'end_date');
    if (record.start_date && record.end_date && record.end_date < record.start_date) {
      errors.add('end_date', 'The end date field must be a date after or equal to start date.');
    }
    const lines = new Set(relatedRecords(db, 'serviceLines').map((line) => line.id));
    const ids = record.service_line_ids as unknown;
    if (!Array.isArray(ids) || ids.some((id) => !lines.has(Number(id)))) errors.add('service_line_ids', 'The selected service line ids is invalid.');
    else record.service_line_ids = ids.map(Number);
    const taken = funders
      .table(db)
      .active()
      .some((row) => row.student_id === record.student_id && row.id !== existing?.id && row.funder_id === record.funder_id);
    if (!errors.has('funder_id') && taken) errors.add('funder_id', 'The student is already enrolled with this funder.');
  },
  present: (row, db) => ({ ...row, funder_name: relatedRecords(db, 'funders').find((funder) => funder.id === row.funder_id)?.name ?? null }),
  order: (a, b) => priorities.indexOf(a.priority as never) - priorities.indexOf(b.priority as never) || a.id - b.id,
  afterWrite: (row, db) => syncFunderIds(db, row.student_id, funders.table(db).active()),
  activity: 'Funder',
  describe: (row) => `funder enrolment ${row.member_id}`,
});

export const studentFundersArea: Area = {
  name: 'student-funders',
  after: ['students'],
  register(router, context) {
    funders.register(router, context);
    const { db, auth } = context;
    // The service lines a student's enrolment with a funder covers: {a} the student, {b} the funder.
    router.get('/student/funder/serviceline/:studentId/:funderId', ...studentGuard(auth, 'List'), (req, res) => {
      const student = students(db).find(parseId(req.params.studentId) ?? 0);
      if (!student || !seesStudent(callerOf(req).user, student)) return notFound(res, 'Student not found.');
      const enrolment = funders
        .table(db)
        .active()
        .find((row) => row.student_id === student.id && row.funder_id === parseId(req.params.funderId));
      if (!enrolment) return notFound(res, 'Funder not found.');
      const wanted = new Set(enrolment.service_line_ids);
      const rows: Record<string, unknown>[] = db.tableNames().includes('service_lines')
        ? db
            .table('service_lines')
            .active()
            .filter((line) => wanted.has(line.id))
            .map((line) => ({ ...line }))
        : relatedRecords(db, 'serviceLines')
            .filter((line) => wanted.has(line.id))
            .map((line) => ({ id: line.id, name: line.name }));
      ok(res, { data: rows });
    });
  },
};
