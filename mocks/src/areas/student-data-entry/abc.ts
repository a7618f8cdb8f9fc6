// ABC data entry (POST behavior-abc-data-entry/list, POST behavior-abc-data-entry, PUT and DELETE
// behavior-abc-data-entry/{id}): antecedent, behaviour and consequence of one occurrence, recorded in a session
// and corrected or removed afterwards.
import type { Faker } from '@faker-js/faker';
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import { readInput } from '../../kit/input.js';
import { readListQuery } from '../../kit/list-query.js';
import { applySearch } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { behaviorRecords } from '../student-behaviors/index.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, dayOf, timeOfDay, today } from '../../kit/dates.js';
import { students } from '../students/table.js';
import { intensities } from './behavior-data.js';

export interface AbcEntry extends Row {
  student_id: number;
  behavior_id: number;
  date: string;
  /** HH:MM. */
  time: string;
  setting: string | null;
  antecedent: string;
  behavior: string;
  consequence: string;
  intensity: string | null;
  duration_seconds: number | null;
  notes: string | null;
  recorded_by: number | null;
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const antecedents = ['Asked to put toys away', 'Denied access to iPad', 'Transition to table work', 'Peer took a toy', 'Loud noise in hallway'];
const consequences = ['Planned ignoring', 'Redirected to task', 'Given a break', 'Verbal reprimand', 'Access to item delayed'];

function seedAbc(faker: Faker, db: Db): NewRow<AbcEntry>[] {
  return behaviorRecords
    .table(db)
    .all()
    .filter((behavior) => behavior.measurement === 'ABC' || behavior.student_id % 4 === 0)
    .flatMap((behavior) =>
      Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, () => ({
        student_id: behavior.student_id,
        behavior_id: behavior.id,
        date: dayOf(faker.date.recent({ days: 30 })),
        time: timeOfDay(faker.number.int({ min: 8, max: 17 }) + faker.helpers.arrayElement([0, 15, 30, 45]) / 60),
        setting: faker.helpers.arrayElement(['Home', 'Clinic', 'School', 'Community']),
        antecedent: faker.helpers.arrayElement(antecedents),
        behavior: behavior.name,
        consequence: faker.helpers.arrayElement(consequences),
        intensity: faker.helpers.arrayElement(intensities),
        duration_seconds: faker.number.int({ min: 5, max: 300 }),
        notes: null,
        recorded_by: null,
      })),
    );
}

const fillable = [
  'behavior_id',
  'date',
  'time',
  'setting',
  'antecedent',
  'behavior',
  'consequence',
  'intensity',
  'duration_seconds',
  'notes',
] as const;

export function registerAbc(router: Router, { db, auth }: AreaContext): void {
  const table = db.defineTable<AbcEntry>('behavior_abc_entries', (faker) => seedAbc(faker, db));
  const behaviors = behaviorRecords.table(db);
  const studentTable = students(db);
  const guard = studentGuard(auth, 'List');
  const visible = (req: Request, id: number) => {
    const student = studentTable.find(id);
    return student && seesStudent(callerOf(req).user, student) ? student : undefined;
  };
  const check = (values: Partial<AbcEntry>, errors: FieldErrors) => {
    errors.required(values as Record<string, unknown>, ['behavior_id', 'date', 'time', 'antecedent', 'behavior', 'consequence']);
    const behavior = behaviors.find(Number(values.behavior_id));
    if (!errors.has('behavior_id') && (!behavior || behavior.student_id !== values.student_id))
      errors.add('behavior_id', 'The selected behavior id is invalid.');
    if (!errors.has('date')) {
      const date = calendarDate(String(values.date));
      if (!date) errors.add('date', 'The date field must be a valid date.');
      else if (date > today()) errors.add('date', 'The date field must be a date before or equal to today.');
      else values.date = date;
    }
    if (!errors.has('time') && !time.test(String(values.time))) errors.add('time', 'The time field must match the format H:i.');
    if (values.intensity !== null && values.intensity !== undefined) errors.oneOf('intensity', values.intensity, intensities);
    if (
      values.duration_seconds !== null &&
      values.duration_seconds !== undefined &&
      !(Number.isInteger(values.duration_seconds) && values.duration_seconds >= 0)
    ) {
      errors.add('duration_seconds', 'The duration seconds field must be a whole number of at least 0.');
    }
  };
  const entryOf = (req: Request, res: Response): AbcEntry | undefined => {
    const entry = table.find(parseId(req.params.id) ?? 0);
    if (!entry || !visible(req, entry.student_id)) {
      notFound(res, 'ABC entry not found.');
      return undefined;
    }
    return entry;
  };
  const present = (entry: AbcEntry) => ({ ...entry, behavior_name: behaviors.get(entry.behavior_id)?.name ?? null });

  router.post('/behavior-abc-data-entry/list', ...guard, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const student = visible(req, parseId(body.student_id) ?? 0);
    if (!student) {
      return unprocessable(
        res,
        new FieldErrors().add(
          'student_id',
          body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.',
        ),
      );
    }
    const query = readListQuery(req, 50);
    const behavior = parseId(body.behavior_id);
    const from = body.date_from ? calendarDate(String(body.date_from)) : undefined;
    const to = body.date_to ? calendarDate(String(body.date_to)) : undefined;
    const rows = table
      .active()
      .filter((row) => row.student_id === student.id && (behavior === undefined || row.behavior_id === behavior))
      .filter((row) => (from === undefined || row.date >= from) && (to === undefined || row.date <= to));
    const searched = applySearch(rows, ['antecedent', 'behavior', 'consequence', 'setting', 'notes'], query.search);
    const direction = query.sortBy === 'asc' ? 1 : -1;
    const sorted = searched.sort((a, b) => (`${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.id - b.id) * direction);
    const page = paginate(sorted, query.page, query.perPage);
    ok(res, { data: { ...page, data: page.data.map(present) } });
  });

  router.post('/behavior-abc-data-entry', ...guard, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = visible(req, parseId(body.student_id) ?? 0);
    if (!student)
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
    const values = {
      setting: null,
      intensity: null,
      duration_seconds: null,
      notes: null,
      ...readInput<AbcEntry>(body, { fillable, casts: { behavior_id: 'integer', duration_seconds: 'integer' } }),
      student_id: student?.id ?? 0,
    } as Partial<AbcEntry>;
    check(values, errors);
    if (!errors.empty || !student) return unprocessable(res, errors);
    const entry = table.insert({ ...values, recorded_by: callerOf(req).user.id } as AbcEntry);
    ok(res, { message: 'ABC data saved successfully.', data: present(entry) });
  });

  router.put('/behavior-abc-data-entry/:id', ...guard, (req, res) => {
    const existing = entryOf(req, res);
    if (!existing) return;
    const input = readInput<AbcEntry>(req.body, { fillable, casts: { behavior_id: 'integer', duration_seconds: 'integer' } });
    const errors = new FieldErrors();
    const merged = { ...existing, ...input };
    check(merged, errors);
    if (!errors.empty) return unprocessable(res, errors);
    const entry = table.update(existing.id, { ...input, date: merged.date })!;
    ok(res, { message: 'ABC data updated successfully.', data: present(entry) });
  });

  router.delete('/behavior-abc-data-entry/:id', ...guard, (req, res) => {
    const existing = entryOf(req, res);
    if (!existing) return;
    const entry = table.softDelete(existing.id)!;
    ok(res, { message: 'ABC data deleted successfully.', data: present(entry) });
  });
}
