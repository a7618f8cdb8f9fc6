// The preference, skill and health assessment sheets: one of each per student, read with
// student-{kind}-assessment/{id} and replaced with student-{kind}-assessment-update/{id}.
import type { Faker } from '@faker-js/faker';
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { logActivity } from '../student-activity/activity.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, dayOf } from '../../kit/dates.js';
import { staffRecords } from '../students/related.js';
import { detailedStudents, students } from '../students/table.js';

export type SheetKind = 'preference' | 'skill' | 'health';

export interface AssessmentSheet extends Row {
  student_id: number;
  kind: SheetKind;
  assessed_on: string | null;
  assessed_by: number | null;
  /** Preference: MSWO, Paired stimulus, Free operant; skill: VB-MAPP, ABLLS-R, AFLS, Vineland-3. */
  method: string | null;
  /** Preference sheets. */
  items: { item: string; category: string; rank: number; notes: string | null }[];
  /** Skill sheets. */
  domains: { domain: string; level: string; score: number; max_score: number; notes: string | null }[];
  /** Health sheets. */
  allergies: string[];
  medications: { name: string; dose: string; schedule: string }[];
  conditions: string[];
  diet: string | null;
  sleep: string | null;
  physician_name: string | null;
  physician_phone: string | null;
  seizure_history: boolean;
  notes: string | null;
}

const preferenceItems: [string, string][] = [
  ['Bubbles', 'Activity'],
  ['Goldfish crackers', 'Edible'],
  ['iPad time', 'Tangible'],
  ['Tickles', 'Social'],
  ['Trampoline', 'Sensory'],
  ['Stickers', 'Tangible'],
  ['Music', 'Activity'],
  ['High fives', 'Social'],
  ['Play-Doh', 'Sensory'],
];
const skillDomains = ['Mand', 'Tact', 'Listener Responding', 'Visual Perceptual', 'Independent Play', 'Social Behavior', 'Imitation', 'Echoic'];

function emptySheet(studentId: number, kind: SheetKind): NewRow<AssessmentSheet> {
  return {
    student_id: studentId,
    kind,
    assessed_on: null,
    assessed_by: null,
    method: null,
    items: [],
    domains: [],
    allergies: [],
    medications: [],
    conditions: [],
    diet: null,
    sleep: null,
    physician_name: null,
    physician_phone: null,
    seizure_history: false,
    notes: null,
  };
}

function seedSheets(faker: Faker, db: Db): NewRow<AssessmentSheet>[] {
  const staff = staffRecords(db).map((member) => member.id);
  const rows: NewRow<AssessmentSheet>[] = [];
  for (const student of detailedStudents(db)) {
    const assessedOn = dayOf(faker.date.past({ years: 1 }));
    rows.push({
      ...emptySheet(student.id, 'preference'),
      assessed_on: assessedOn,
      assessed_by: faker.helpers.arrayElement(staff),
      method: faker.helpers.arrayElement(['MSWO', 'Paired stimulus', 'Free operant']),
      items: faker.helpers.arrayElements(preferenceItems, 5).map(([item, category], index) => ({ item, category, rank: index + 1, notes: null })),
    });
    rows.push({
      ...emptySheet(student.id, 'skill'),
      assessed_on: assessedOn,
      assessed_by: faker.helpers.arrayElement(staff),
      method: faker.helpers.arrayElement(['VB-MAPP', 'ABLLS-R', 'AFLS']),
      domains: faker.helpers.arrayElements(skillDomains, 5).map((domain) => ({
        domain,
        level: faker.helpers.arrayElement(['Level 1', 'Level 2', 'Level 3']),
        score: faker.number.int({ min: 1, max: 15 }),
        max_score: 15,
        notes: null,
      })),
    });
    rows.push({
      ...emptySheet(student.id, 'health'),
      assessed_on: assessedOn,
      allergies: faker.helpers.arrayElements(['Peanuts', 'Gluten', 'Penicillin', 'Latex', 'Dairy'], { min: 0, max: 2 }),
      medications: faker.datatype.boolean(0.3)
        ? [{ name: faker.helpers.arrayElement(['Melatonin', 'Guanfacine', 'Risperidone']), dose: '1 mg', schedule: 'Nightly' }]
        : [],
      conditions: faker.helpers.arrayElements(['Asthma', 'Eczema', 'Constipation', 'Seasonal allergies'], { min: 0, max: 1 }),
      diet: faker.helpers.arrayElement(['No restrictions', 'Gluten-free', 'Picky eater; prefers crunchy foods', null]),
      sleep: faker.helpers.arrayElement(['Sleeps through the night', 'Wakes once or twice', 'Difficulty falling asleep']),
      physician_name: `Dr. ${faker.person.lastName()}`,
      physician_phone: faker.phone.number({ style: 'national' }),
      seizure_history: faker.datatype.boolean(0.05),
    });
  }
  return rows;
}

function list<T>(value: unknown): T[] | undefined {
  return Array.isArray(value) ? (value as T[]) : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The sheet's values from a body; field errors for anything malformed. */
function readSheet(kind: SheetKind, body: Record<string, unknown>, errors: FieldErrors, db: Db): Partial<AssessmentSheet> {
  const values: Partial<AssessmentSheet> = {};
  if (body.assessed_on !== undefined) {
    const date = isBlank(body.assessed_on) ? null : calendarDate(String(body.assessed_on));
    if (date === undefined) errors.add('assessed_on', 'The assessed on field must be a valid date.');
    else values.assessed_on = date;
  }
  if (body.assessed_by !== undefined) {
    const id = isBlank(body.assessed_by) ? null : Number(body.assessed_by);
    if (id !== null && !staffRecords(db).some((member) => member.id === id)) errors.add('assessed_by', 'The selected assessed by is invalid.');
    else values.assessed_by = id;
  }
  if (body.method !== undefined) values.method = text(body.method);
  if (body.notes !== undefined) values.notes = text(body.notes);
  if (kind === 'preference' && body.items !== undefined) {
    const items = list<Record<string, unknown>>(body.items);
    if (!items) errors.add('items', 'The items field must be an array.');
    values.items = (items ?? []).map((item, index) => {
      if (!text(item?.item)) errors.add(`items.${index}.item`, 'The item field is required.');
      const rank = Number(item?.rank ?? index + 1);
      if (!Number.isInteger(rank) || rank < 1) errors.add(`items.${index}.rank`, 'The rank field must be at least 1.');
      return { item: text(item?.item) ?? '', category: text(item?.category) ?? 'Other', rank, notes: text(item?.notes) };
    });
  }
  if (kind === 'skill' && body.domains !== undefined) {
    const domains = list<Record<string, unknown>>(body.domains);
    if (!domains) errors.add('domains', 'The domains field must be an array.');
    values.domains = (domains ?? []).map((domain, index) => {
      if (!text(domain?.domain)) errors.add(`domains.${index}.domain`, 'The domain field is required.');
      const score = Number(domain?.score ?? 0);
      const max = Number(domain?.max_score ?? 0);
      if (!(Number.isFinite(max) && max > 0)) errors.add(`domains.${index}.max_score`, 'The max score field must be greater than 0.');
      if (!(Number.isFinite(score) && score >= 0 && score <= max))
        errors.add(`domains.${index}.score`, 'The score field must be between 0 and the max score.');
      return { domain: text(domain?.domain) ?? '', level: text(domain?.level) ?? '', score, max_score: max, notes: text(domain?.notes) };
    });
  }
  if (kind === 'health') {
    for (const field of ['allergies', 'conditions'] as const) {
      if (body[field] === undefined) continue;
      const entries = list<unknown>(body[field]);
      if (!entries) errors.add(field, `The ${field} field must be an array.`);
      values[field] = (entries ?? []).map((entry) => String(entry).trim()).filter((entry) => entry !== '');
    }
    if (body.medications !== undefined) {
      const medications = list<Record<string, unknown>>(body.medications);
      if (!medications) errors.add('medications', 'The medications field must be an array.');
      values.medications = (medications ?? []).map((entry, index) => {
        if (!text(entry?.name)) errors.add(`medications.${index}.name`, 'The name field is required.');
        return { name: text(entry?.name) ?? '', dose: text(entry?.dose) ?? '', schedule: text(entry?.schedule) ?? '' };
      });
    }
    for (const field of ['diet', 'sleep', 'physician_name', 'physician_phone'] as const) {
      if (body[field] !== undefined) values[field] = text(body[field]);
    }
    if (body.seizure_history !== undefined) values.seizure_history = [true, 1, '1', 'true'].includes(body.seizure_history as never);
  }
  return values;
}

export function registerAssessmentSheets(router: Router, { db, auth }: AreaContext): void {
  const table = db.defineTable<AssessmentSheet>('student_assessment_sheets', (faker) => seedSheets(faker, db));
  const studentTable = students(db);
  for (const kind of ['preference', 'skill', 'health'] as const) {
    const sheetOf = (studentId: number) =>
      table.active().find((row) => row.student_id === studentId && row.kind === kind) ?? table.insert(emptySheet(studentId, kind));
    const studentFor = (req: Parameters<Parameters<Router['get']>[1]>[0]) => {
      const student = studentTable.find(parseId(req.params.id) ?? 0);
      return student && seesStudent(callerOf(req).user, student) ? student : undefined;
    };

    router.get(`/student-${kind}-assessment/:id`, ...studentGuard(auth, 'List'), (req, res) => {
      const student = studentFor(req);
      if (!student) return notFound(res, 'Student not found.');
      ok(res, { data: sheetOf(student.id) });
    });

    router.post(`/student-${kind}-assessment-update/:id`, ...studentGuard(auth, 'Edit'), (req, res) => {
      const student = studentFor(req);
      if (!student) return notFound(res, 'Student not found.');
      const errors = new FieldErrors();
      const values = readSheet(kind, (req.body ?? {}) as Record<string, unknown>, errors, db);
      if (!errors.empty) return unprocessable(res, errors);
      const row = table.update(sheetOf(student.id).id, values)!;
      logActivity(db, {
        studentId: student.id,
        user: callerOf(req).user,
        module: 'Assessment',
        action: 'updated',
        description: `Updated the ${kind} assessment.`,
      });
      ok(res, { message: `The ${kind} assessment was saved successfully.`, data: row });
    });
  }
}
