// Monitoring: GET error-descriptions (grouped, paged, most frequent first; search, source, date_from, date_to) and
// error-descriptions/export (XLSX or CSV); the scheduled jobs (GET cron-jobs, POST restart-cron/{id}); the web pages
// and applications (GET web-pages-applications); every student's activity (GET activity-history). The cron-jobs,
// web-pages-applications and activity-history calls are the stand-in's own: the practice API's are not known.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { calendarDate } from '../../kit/dates.js';
import { offerFile, sheetFile, type SheetFormat } from '../../kit/export.js';
import { parseId } from '../../kit/ids.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { applySearch } from '../../kit/list-rows.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { notFound, ok } from '../../server/replies.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import { activityLog } from '../student-activity/activity.js';
import { monitoredApplications } from './applications.js';
import { cronJobs, presentCronJob, restartCronJob } from './cron.js';
import { errorGroups, type ErrorGroup } from './errors.js';

export { recordError } from './errors.js';

/** The day range of a list call (date_from, date_to); open ends when absent or not a date. */
export function dayRange(params: Record<string, unknown>): { from: string; to: string } {
  return {
    from: calendarDate(textParam(params, 'date_from') ?? '') ?? '0000-01-01',
    to: calendarDate(textParam(params, 'date_to') ?? '') ?? '9999-12-31',
  };
}

function matchingErrors(db: Db, req: Request): ErrorGroup[] {
  const query = readListQuery(req, 50);
  const source = textParam(query.params, 'source');
  const { from, to } = dayRange(query.params);
  const rows = errorGroups(db)
    .active()
    .filter((row) => (!source || row.source === source) && row.last_seen_at.slice(0, 10) >= from && row.first_seen_at.slice(0, 10) <= to);
  return applySearch(rows, ['description', 'source'], query.search).sort((a, b) => b.count - a.count || b.last_seen_at.localeCompare(a.last_seen_at));
}

const errorColumns = ['Source', 'Description', 'Count', 'First seen', 'Last seen'];

export const monitoringArea: Area = {
  name: 'monitoring',
  register(router, { db, auth }) {
    const guard = (permission: string) => [auth.required, auth.requirePermission(permission)];

    router.get('/error-descriptions/export', ...guard('Error List'), async (req, res) => {
      const format: SheetFormat = textParam(readListQuery(req, 1).params, 'format') === 'csv' ? 'csv' : 'xlsx';
      const rows = matchingErrors(db, req).map((row) => [row.source, row.description, row.count, row.first_seen_at, row.last_seen_at]);
      const file = await sheetFile(format, 'Error descriptions', errorColumns, rows);
      ok(res, { message: 'Export generated successfully.', data: offerFile(req, db, { fileName: `error-descriptions.${format}`, ...file }) });
    });

    router.get('/error-descriptions', ...guard('Error List'), (req, res) => {
      const query = readListQuery(req, 50);
      ok(res, { data: paginate(matchingErrors(db, req), query.page, query.perPage) });
    });

    router.get('/cron-jobs', ...guard('Monitoring'), (_req, res) => {
      ok(res, { data: cronJobs(db).active().map(presentCronJob) });
    });

    router.post('/restart-cron/:id', ...guard('Monitoring'), (req, res) => {
      const job = cronJobs(db).find(parseId(String(req.params.id)) ?? 0);
      if (!job || job.deleted_at) return notFound(res, 'Cron job not found.');
      ok(res, { message: `${job.name} restarted.`, data: presentCronJob(restartCronJob(db, job)) });
    });

    router.get('/web-pages-applications', ...guard('Monitoring'), (_req, res) => {
      ok(res, { data: monitoredApplications(db).active() });
    });

    router.get('/activity-history', ...guard('Activity Log'), (req, res) => {
      const query = readListQuery(req, 50);
      const module = textParam(query.params, 'module');
      const { from, to } = dayRange(query.params);
      const names = new Map(
        students(db)
          .all()
          .map((student) => [student.id, fullName(student)]),
      );
      const rows = activityLog(db)
        .active()
        .filter((row) => (!module || row.module === module) && row.created_at.slice(0, 10) >= from && row.created_at.slice(0, 10) <= to)
        .map((row) => ({ ...row, student_name: names.get(row.student_id) ?? 'Unknown student' }));
      const searched = applySearch(rows, ['description', 'user_name', 'module', 'action', 'student_name'], query.search);
      const sorted = searched.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      ok(res, { data: paginate(sorted, query.page, query.perPage) });
    });
  },
};
