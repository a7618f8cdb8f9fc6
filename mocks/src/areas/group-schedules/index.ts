// Group schedules (GET or POST group-schedule, GET, PUT, DELETE group-schedule/{id}), their students with each one's
// authorization figures (GET group-schedule/get-students/{id}) and the assignment (POST group-schedule/assign-students,
// with check_only to ask without saving). The list filters by students (any of them assigned) and recurrence_type.
import type { Request, RequestHandler } from 'express';
import type { Db } from '../../db/index.js';
import { defineResource } from '../../kit/index.js';
import { parseId } from '../../kit/ids.js';
import { listParams, readListQuery, textParam } from '../../kit/list-query.js';
import { applySearch, applySort } from '../../kit/list-rows.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { Area } from '../../server/area.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { students } from '../students/table.js';
import { calendarAccess, calendarGuard } from './access.js';
import { checkStudent, remainingMeetings } from './check.js';
import { checkSchedule, readSchedule } from './input.js';
import { meetingDays, unitsPerMeeting } from './occurrences.js';
import { groupSchedulesTable, recurrenceTypes, type GroupSchedule } from './schedule.js';
import { seedGroupSchedules } from './seed.js';
import { bookMeetings, removeMeetings } from './sessions.js';

/** The ids a filter or body names: an array, or one comma-separated text. */
function idsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
  return items.map(parseId).filter((id): id is number => id !== undefined);
}

/** A call that only asks whether the students could be assigned (check_only 1 or true). */
function isCheckOnly(req: Request): boolean {
  return ['1', 'true'].includes(String(textParam(listParams(req), 'check_only') ?? '').toLowerCase());
}

function listed(req: Request, pool: () => GroupSchedule[]): GroupSchedule[] | FieldErrors {
  const query = readListQuery(req, 50);
  const wanted = new Set(idsOf(query.params.students));
  const recurrence = textParam(query.params, 'recurrence_type');
  if (recurrence && !(recurrenceTypes as readonly string[]).includes(recurrence)) {
    return new FieldErrors().add('recurrence_type', `The recurrence type must be one of ${recurrenceTypes.join(', ')}.`);
  }
  const rows = pool().filter(
    (row) => (wanted.size === 0 || row.student_ids.some((id) => wanted.has(id))) && (!recurrence || row.recurrence_type === recurrence),
  );
  const found = applySearch(rows, ['name', 'notes'], query.search);
  return query.sortField !== undefined
    ? applySort(found, query)
    : found.sort((a, b) => b.start_date.localeCompare(a.start_date) || a.name.localeCompare(b.name));
}

function present(row: GroupSchedule) {
  return {
    ...row,
    units_per_session: unitsPerMeeting(row),
    occurrence_count: meetingDays(row).length,
    upcoming_count: remainingMeetings(row).length,
  };
}

/** Rewrites the meetings from today on of every assigned student after the schedule changed. */
function rebook(db: Db, schedule: GroupSchedule): void {
  removeMeetings(db, schedule.id);
  for (const studentId of schedule.student_ids) bookMeetings(db, schedule, studentId);
}

export const groupScheduleResource = defineResource<GroupSchedule>({
  name: 'group schedule',
  type: 'GroupSchedule',
  table: groupSchedulesTable,
  permission: 'Calendar / List View',
  access: calendarAccess,
  // checkSchedule names the other missing fields, with the API's messages.
  required: ['name'],
  defaults: { student_ids: [], notes: null },
  seed: seedGroupSchedules,
  hooks: {
    read: readSchedule,
    beforeSave: (values, errors, { db, existing }) => checkSchedule(db, values, errors, existing),
    present: () => present,
    query: listed,
    after: (event, row, { db }) => {
      if (event === 'updated') rebook(db, row);
      if (event === 'deleted') removeMeetings(db, row.id);
    },
    routes(router, { db, auth }, { table }) {
      const scheduleOf = (id: unknown) => {
        const parsed = parseId(id);
        return parsed === undefined ? undefined : table.find(parsed);
      };

      router.get('/group-schedule/get-students/:id', auth.required, calendarGuard(), (req, res) => {
        const schedule = scheduleOf(req.params.id);
        if (!schedule) return notFound(res, 'Group schedule not found.');
        ok(res, { data: schedule.student_ids.map((id) => checkStudent(db, schedule, id)) });
      });

      // Asking needs the module; assigning needs its Edit method.
      const assignGuard: RequestHandler = (req, res, next) => calendarGuard(isCheckOnly(req) ? undefined : 'Edit')(req, res, next);
      router.post('/group-schedule/assign-students', auth.required, assignGuard, (req, res) => {
        const params = listParams(req);
        const checkOnly = isCheckOnly(req);
        const errors = new FieldErrors();
        if (params.group_schedule_id === undefined) errors.add('group_schedule_id', 'The group schedule id field is required.');
        if (!Array.isArray(params.student_ids) && params.student_ids === undefined) errors.add('student_ids', 'The student ids field is required.');
        if (!errors.empty) return unprocessable(res, errors);
        const schedule = scheduleOf(params.group_schedule_id);
        if (!schedule) return notFound(res, 'Group schedule not found.');
        const ids = [...new Set(idsOf(params.student_ids))];
        const studentTable = students(db);
        const unknown = ids.filter((id) => !studentTable.find(id));
        if (unknown.length > 0) return unprocessable(res, new FieldErrors().add('student_ids', `No student has the id ${unknown.join(', ')}.`));
        const checks = ids.map((id) => checkStudent(db, schedule, id));
        if (checkOnly) return ok(res, { data: checks });
        // Students already assigned keep their meetings; only the newly assigned are checked.
        const refused = checks.filter((check) => !check.assigned && !check.assignable);
        if (refused.length > 0) {
          const refusal = new FieldErrors();
          for (const check of refused) {
            const student = studentTable.find(check.student_id)!;
            for (const reason of check.reasons) refusal.add(`students.${check.student_id}`, `${student.first_name} ${student.last_name}: ${reason}`);
          }
          const names = refused.map((check) => studentTable.find(check.student_id)!).map((s) => `${s.first_name} ${s.last_name}`);
          return unprocessable(res, refusal, { message: `Not assigned: ${names.join(', ')} cannot join this schedule.`, data: checks });
        }
        for (const id of schedule.student_ids.filter((id) => !ids.includes(id))) removeMeetings(db, schedule.id, id);
        const saved = table.update(schedule.id, { student_ids: ids })!;
        for (const check of checks.filter((check) => !check.assigned)) bookMeetings(db, saved, check.student_id);
        ok(res, { message: 'Students assigned successfully.', data: present(saved) });
      });
    },
  },
});

export const groupSchedulesArea: Area = {
  ...resourceArea('group-schedules', groupScheduleResource),
  after: ['billing-codes', 'certifications', 'locations', 'student-authorizations', 'student-sessions', 'students'],
};

export type { GroupSchedule } from './schedule.js';
