// Rethink: GET rethink-session-data (paged; filters status, date_from, date_to, serviceLines, service, studentName),
// GET rethink-session-data/daily (what came in and failed per day, with the reasons; the stand-in's call for the
// monitoring page) and POST rethink-importer (pulls date_from..date_to, at most 31 days, none after today).
import type { Db } from '../../db/index.js';
import { isApiDate, today } from '../../kit/dates.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { dayRange } from '../monitoring/index.js';
import { relatedNames } from '../students/related.js';
import { daysBetween, pullRethink, rethinkSessions, type RethinkSession } from './sessions.js';

export const maxPullDays = 31;
const maxMonitoredDays = 93;

/** The ids a list parameter holds: repeated, bracketed or comma-separated. */
function idsParam(value: unknown): number[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : [];
  return raw.map((entry) => Number(String(entry).trim())).filter((id) => Number.isInteger(id) && id > 0);
}

/** A checked day range of a call, or the errors of its fields. */
function requiredRange(params: Record<string, unknown>, maxDays: number): { from: string; to: string } | FieldErrors {
  const errors = new FieldErrors();
  const from = textParam(params, 'date_from');
  const to = textParam(params, 'date_to');
  if (!from) errors.add('date_from', 'The date from field is required.');
  else if (!isApiDate(from)) errors.add('date_from', 'The date from is not a valid date.');
  if (!to) errors.add('date_to', 'The date to field is required.');
  else if (!isApiDate(to)) errors.add('date_to', 'The date to is not a valid date.');
  if (!errors.empty) return errors;
  if (to! < from!) return errors.add('date_to', 'The date to must be a date after or equal to date from.');
  if (daysBetween(from!, to!).length > maxDays) return errors.add('date_to', `The range may span at most ${maxDays} days.`);
  return { from: from!, to: to! };
}

function presenter(db: Db) {
  const lines = relatedNames(db, 'serviceLines');
  const services = relatedNames(db, 'services');
  return (row: RethinkSession) => ({
    ...row,
    service_line: row.service_line_id === null ? null : (lines.get(row.service_line_id) ?? null),
    service: row.service_id === null ? null : (services.get(row.service_id) ?? null),
  });
}

export const rethinkArea: Area = {
  name: 'rethink',
  register(router, { db, auth }) {
    const guard = (permission: string) => [auth.required, auth.requirePermission(permission)];

    router.get('/rethink-session-data/daily', ...guard('rethink-dashboard-monitoring'), (req, res) => {
      const range = requiredRange(req.query as Record<string, unknown>, maxMonitoredDays);
      if (range instanceof FieldErrors) return unprocessable(res, range);
      const rows = rethinkSessions(db)
        .active()
        .filter((row) => row.date >= range.from && row.date <= range.to);
      ok(res, {
        data: daysBetween(range.from, range.to).map((date) => {
          const day = rows.filter((row) => row.date === date);
          const reasons = new Map<string, number>();
          for (const row of day) if (row.failure_reason) reasons.set(row.failure_reason, (reasons.get(row.failure_reason) ?? 0) + 1);
          return {
            date,
            imported: day.filter((row) => row.status === 'Imported').length,
            failed: day.filter((row) => row.status === 'Failed').length,
            reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
          };
        }),
      });
    });

    router.get('/rethink-session-data', ...guard('Rethink Session Data'), (req, res) => {
      const query = readListQuery(req, 50);
      const { params } = query;
      const status = textParam(params, 'status')?.toLowerCase();
      const { from, to } = dayRange(params);
      const lines = idsParam(params.serviceLines);
      const service = Number(textParam(params, 'service') ?? '') || undefined;
      const name = (textParam(params, 'studentName') ?? '').trim().toLowerCase();
      const search = query.search.toLowerCase();
      const rows = rethinkSessions(db)
        .active()
        .filter(
          (row) =>
            (!status || row.status.toLowerCase() === status) &&
            row.date >= from &&
            row.date <= to &&
            (lines.length === 0 || (row.service_line_id !== null && lines.includes(row.service_line_id))) &&
            (!service || row.service_id === service) &&
            (!name || row.student_name.toLowerCase().includes(name)) &&
            (!search ||
              [row.student_name, row.external_id, row.staff_name ?? '', row.failure_reason ?? ''].some((text) =>
                text.toLowerCase().includes(search),
              )),
        )
        .sort((a, b) => b.date.localeCompare(a.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id);
      if (query.sortBy === 'asc') rows.reverse();
      ok(res, { data: paginate(rows.map(presenter(db)), query.page, query.perPage) });
    });

    router.post('/rethink-importer', ...guard('Rethink Session Data'), (req, res) => {
      const range = requiredRange((req.body ?? {}) as Record<string, unknown>, maxPullDays);
      if (range instanceof FieldErrors) return unprocessable(res, range);
      if (range.to > today()) return unprocessable(res, new FieldErrors().add('date_to', 'The date to must be a date before or equal to today.'));
      const result = pullRethink(db, range.from, range.to);
      ok(res, { message: `${result.imported} imported, ${result.failed} failed, ${result.skipped} already imported.`, data: result });
    });
  },
};
