// A student's prompt schedules (when to prompt during a session) and interval schedules (how interval recording of
// a behaviour is timed): student-prompt-schedule and student-interval-schedule, each list, detail, create, PUT,
// DELETE.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { defineStudentRecords, type StudentOwned } from '../students/student-records.js';
import { detailedStudents } from '../students/table.js';

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface PromptSchedule extends StudentOwned {
  name: string;
  prompt_code: string;
  interval_minutes: number;
  start_time: string;
  end_time: string;
  /** 0 Sunday … 6 Saturday. */
  days: number[];
  active: boolean;
  notes: string | null;
}

export interface IntervalSchedule extends StudentOwned {
  name: string;
  behavior_id: number | null;
  /** Whole Interval, Partial Interval, Momentary Time Sampling. */
  recording_method: string;
  interval_seconds: number;
  session_minutes: number;
  active: boolean;
  notes: string | null;
}

export const recordingMethods = ['Whole Interval', 'Partial Interval', 'Momentary Time Sampling'] as const;

function seedPromptSchedules(faker: Faker, db: Db): NewRow<PromptSchedule>[] {
  return detailedStudents(db)
    .filter((student) => student.id % 4 === 1)
    .map((student) => ({
      student_id: student.id,
      name: faker.helpers.arrayElement(['Bathroom reminder', 'Water break', 'Self-monitoring check', 'Transition warning']),
      prompt_code: faker.helpers.arrayElement(['V', 'G', 'M']),
      interval_minutes: faker.helpers.arrayElement([5, 10, 15, 30]),
      start_time: '09:00',
      end_time: faker.helpers.arrayElement(['12:00', '15:00']),
      days: [1, 2, 3, 4, 5],
      active: true,
      notes: null,
    }));
}

function seedIntervalSchedules(faker: Faker, db: Db): NewRow<IntervalSchedule>[] {
  return detailedStudents(db)
    .filter((student) => student.id % 3 === 0)
    .map((student) => ({
      student_id: student.id,
      name: faker.helpers.arrayElement(['On-task behaviour', 'Vocal stereotypy', 'Out of seat']),
      behavior_id: null,
      recording_method: faker.helpers.arrayElement(recordingMethods),
      interval_seconds: faker.helpers.arrayElement([10, 15, 30, 60]),
      session_minutes: faker.helpers.arrayElement([10, 15, 30]),
      active: true,
      notes: null,
    }));
}

export const promptScheduleRecords = defineStudentRecords<PromptSchedule>({
  title: 'Prompt schedule',
  type: 'StudentPromptSchedule',
  table: 'student_prompt_schedules',
  seed: seedPromptSchedules,
  defaults: { days: [1, 2, 3, 4, 5], active: true, notes: null },
  validate: (record, errors) => {
    if (!errors.has('interval_minutes') && !(Number(record.interval_minutes) >= 1))
      errors.add('interval_minutes', 'The interval minutes field must be at least 1.');
    for (const field of ['start_time', 'end_time'] as const) {
      if (!errors.has(field) && !time.test(String(record[field])))
        errors.add(field, `The ${field.replace('_', ' ')} field must match the format H:i.`);
    }
    if (!errors.has('end_time') && !errors.has('start_time') && String(record.end_time) <= String(record.start_time)) {
      errors.add('end_time', 'The end time field must be a time after start time.');
    }
    const days = record.days as unknown;
    if (!Array.isArray(days) || days.some((day) => !Number.isInteger(Number(day)) || Number(day) < 0 || Number(day) > 6)) {
      errors.add('days', 'The days field must hold weekdays 0 to 6.');
    } else {
      record.days = days.map(Number);
    }
  },
  activity: 'Prompt schedule',
  describe: (row) => `prompt schedule ${row.name}`,
});

export const intervalScheduleRecords = defineStudentRecords<IntervalSchedule>({
  title: 'Interval schedule',
  type: 'StudentIntervalSchedule',
  table: 'student_interval_schedules',
  seed: seedIntervalSchedules,
  defaults: { behavior_id: null, active: true, notes: null },
  validate: (record, errors) => {
    errors.oneOf('recording_method', record.recording_method, recordingMethods);
    if (!errors.has('interval_seconds') && !(Number(record.interval_seconds) >= 1))
      errors.add('interval_seconds', 'The interval seconds field must be at least 1.');
    if (!errors.has('session_minutes') && !(Number(record.session_minutes) >= 1))
      errors.add('session_minutes', 'The session minutes field must be at least 1.');
    if (!errors.has('interval_seconds') && !errors.has('session_minutes') && Number(record.interval_seconds) > Number(record.session_minutes) * 60) {
      errors.add('interval_seconds', 'The interval must fit in the session.');
    }
  },
  activity: 'Interval schedule',
  describe: (row) => `interval schedule ${row.name}`,
});
