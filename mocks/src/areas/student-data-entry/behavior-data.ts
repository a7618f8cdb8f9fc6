// General behaviour data entry (POST behavior-data-entry: a day's count and duration per behaviour, saved over what
// that day held) and its details per behaviour (POST behavior-data-entry-details: the entries of one behaviour over
// a date range, with totals). Recording data needs only the Student List module: therapists do it in sessions.
import type { Faker } from '@faker-js/faker';
import type { Request, Router } from 'express';
import type { Db } from '../../db/index.js';
import type { NewRow, Row } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { behaviorRecords } from '../student-behaviors/index.js';
import { seesStudent, studentGuard } from '../students/access.js';
import { calendarDate, shiftDays } from '../../kit/dates.js';
import type { Student } from '../students/student.js';
import { students } from '../students/table.js';

export interface BehaviorDataEntry extends Row {
  student_id: number;
  behavior_id: number;
  date: string;
  frequency: number;
  /** Null when the duration was not measured (left blank), which is not a duration of 0. */
  duration_seconds: number | null;
  /** Mild, Moderate, Severe. */
  intensity: string | null;
  notes: string | null;
  recorded_by: number | null;
}

export const intensities = ['Mild', 'Moderate', 'Severe'] as const;

function seedEntries(faker: Faker, db: Db): NewRow<BehaviorDataEntry>[] {
  const rows: NewRow<BehaviorDataEntry>[] = [];
  for (const behavior of behaviorRecords
    .table(db)
    .all()
    .filter((row) => row.student_id % 3 === 0)) {
    // Thirty session days, every other day back from 2025-12-29; older days run higher, as a behaviour in treatment falls.
    for (let day = 1; day <= 30; day += 1) {
      rows.push({
        student_id: behavior.student_id,
        behavior_id: behavior.id,
        date: shiftDays('2025-12-31', -day * 2),
        frequency: Math.max(0, Math.round(day / 4) + faker.number.int({ min: -2, max: 6 })),
        duration_seconds: behavior.measurement === 'Duration' ? faker.number.int({ min: 0, max: 900 }) : null,
        intensity: faker.helpers.arrayElement(intensities),
        notes: null,
        recorded_by: null,
      });
    }
  }
  return rows;
}

export function behaviorData(db: Db) {
  return db.defineTable<BehaviorDataEntry>('behavior_data_entries', (faker) => seedEntries(faker, db));
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function wholeNumber(value: unknown): number | undefined {
  const number = isBlank(value) ? 0 : Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

export function registerBehaviorData(router: Router, { db, auth }: AreaContext): void {
  const table = behaviorData(db);
  const behaviors = behaviorRecords.table(db);
  const studentTable = students(db);
  const studentFrom = (req: Request, body: Record<string, unknown>, errors: FieldErrors): Student | undefined => {
    const student = studentTable.find(parseId(body.student_id) ?? 0);
    if (!student || !seesStudent(callerOf(req).user, student)) {
      errors.add('student_id', body.student_id === undefined ? 'The student id field is required.' : 'The selected student id is invalid.');
      return undefined;
    }
    return student;
  };

  router.post('/behavior-data-entry', ...studentGuard(auth, 'List'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = studentFrom(req, body, errors);
    const date = calendarDate(String(body.date ?? ''));
    if (!date) errors.add('date', body.date === undefined ? 'The date field is required.' : 'The date field must be a valid date.');
    const entries = Array.isArray(body.entries) ? (body.entries as Record<string, unknown>[]) : null;
    if (!entries || entries.length === 0) errors.add('entries', 'The entries field is required.');
    const values = (entries ?? []).map((entry, index) => {
      const behavior = behaviors.find(parseId(entry?.behavior_id) ?? 0);
      if (!behavior || behavior.student_id !== student?.id) errors.add(`entries.${index}.behavior_id`, 'The selected behavior id is invalid.');
      const frequency = wholeNumber(entry?.frequency);
      const duration = wholeNumber(entry?.duration_seconds);
      if (frequency === undefined) errors.add(`entries.${index}.frequency`, 'The frequency field must be a whole number of at least 0.');
      if (duration === undefined) errors.add(`entries.${index}.duration_seconds`, 'The duration seconds field must be a whole number of at least 0.');
      const intensity = typeof entry?.intensity === 'string' && entry.intensity !== '' ? entry.intensity : null;
      if (intensity !== null) errors.oneOf(`entries.${index}.intensity`, intensity, intensities);
      return {
        behavior_id: behavior?.id ?? 0,
        frequency: frequency ?? 0,
        duration_seconds: isBlank(entry?.duration_seconds) ? null : (duration ?? 0),
        intensity,
        notes: typeof entry?.notes === 'string' ? entry.notes.trim() || null : null,
      };
    });
    if (!errors.empty || !student || !date) return unprocessable(res, errors);
    const saved = values.map((value) => {
      const existing = table.active().find((row) => row.student_id === student.id && row.behavior_id === value.behavior_id && row.date === date);
      const row = { ...value, student_id: student.id, date, recorded_by: callerOf(req).user.id };
      return existing ? table.update(existing.id, row)! : table.insert(row);
    });
    ok(res, { message: 'Behavior data saved successfully.', data: saved });
  });

  router.post('/behavior-data-entry-details', ...studentGuard(auth, 'List'), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const errors = new FieldErrors();
    const student = studentFrom(req, body, errors);
    const behavior = behaviors.find(parseId(body.behavior_id) ?? 0);
    if (!behavior || behavior.student_id !== student?.id)
      errors.add('behavior_id', body.behavior_id === undefined ? 'The behavior id field is required.' : 'The selected behavior id is invalid.');
    const from = body.date_from ? calendarDate(String(body.date_from)) : '0000-01-01';
    const to = body.date_to ? calendarDate(String(body.date_to)) : '9999-12-31';
    if (!from) errors.add('date_from', 'The date from field must be a valid date.');
    if (!to) errors.add('date_to', 'The date to field must be a valid date.');
    if (!errors.empty || !student || !behavior || !from || !to) return unprocessable(res, errors);
    const entries = table
      .active()
      .filter((row) => row.behavior_id === behavior.id && row.date >= from && row.date <= to)
      .sort((a, b) => b.date.localeCompare(a.date));
    ok(res, {
      data: {
        behavior_id: behavior.id,
        behavior_name: behavior.name,
        total_frequency: entries.reduce((sum, row) => sum + row.frequency, 0),
        total_duration_seconds: entries.reduce((sum, row) => sum + (row.duration_seconds ?? 0), 0),
        entries,
      },
    });
  });
}
