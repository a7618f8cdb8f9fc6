// Auto-generated session notes: POST auto-generate-session-notes (a month and students: a generation, its id the
// queue's report_id) and its export variant (a ZIP of a generation's PDFs); GET session-form-template-report-queues
// (filters student, generated_by, status, session_month_year, report_id; with report_id the answer carries the
// generation's `summary`), DELETE session-form-template-report-queues/{id}; POST regenerate-session {ids},
// generate-s3-url {id}; merged reports: POST merge-session-form-template-reports {ids, allow_different_students},
// GET session-form-template-report-merged-reports, DELETE session-form-template-report-merged-reports/{id}; POST
// session-report-pdf-merge {ids} (one merged download, not kept); GET session-form-template-report-pending (sessions
// whose target data is missing: studentId, startDate, endDate); POST auto-generate-session-notes-import (the session
// data import, import.ts). All behind 'Auto Generate Session'.
import type { Request, Response } from 'express';
import { zipSync } from 'fflate';
import { calendarDate } from '../../kit/dates.js';
import { offerFile } from '../../kit/export.js';
import { permissionGuards } from '../../kit/guards.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { students } from '../students/table.js';
import { generationMessages, sessionReportGeneratorOf } from './generator.js';
import { registerSessionDataImport } from './import.js';
import { mergeRequested } from './merge.js';
import { pendingTargetSessions } from './pending.js';
import { entryFileName, presentEntry, presentMerged, reportStoragePath } from './present.js';
import { queueStatuses, type QueueEntry, type QueueStatus } from './records.js';

export const sessionNotesPermission = 'Auto Generate Session';

function body(req: Request): Record<string, unknown> {
  return (req.body ?? {}) as Record<string, unknown>;
}

function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const sessionQueueArea: Area = {
  name: 'session-queue',
  after: ['student-sessions'],
  register(router, context) {
    const { db, auth } = context;
    registerSessionDataImport(router, context);
    const generator = sessionReportGeneratorOf(db);
    const { entries, generations, merged } = generator.tables;
    const guard = permissionGuards(auth, sessionNotesPermission);

    const generationAnswer = (res: Response, id: number, message?: string) => {
      const generation = generations.find(id);
      if (!generation) return notFound(res, 'No generation with that report id.');
      ok(res, { ...(message ? { message } : {}), data: generator.summary(generation) });
    };

    router.post('/auto-generate-session-notes', ...guard, (req, res) => {
      const input = body(req);
      const errors = new FieldErrors();
      const monthYear = typeof input.month_year === 'string' ? input.month_year.trim() : '';
      if (isBlank(input.month_year)) errors.add('month_year', 'The month year field is required.');
      else if (!monthPattern.test(monthYear)) errors.add('month_year', 'The month year field must match the format Y-m.');
      const raw = input.student_ids ?? [];
      const studentIds = Array.isArray(raw) ? raw.map(idOf) : [undefined];
      if (studentIds.some((id) => id === undefined || !students(db).find(id))) errors.add('student_ids', 'The selected student ids are invalid.');
      if (!errors.empty) return unprocessable(res, errors, { status: false });
      const started = generator.start(monthYear, studentIds as number[], callerOf(req).user.id);
      if (!started) return unprocessable(res, new FieldErrors().add('month_year', generationMessages.nothingToGenerate), { status: false });
      generationAnswer(res, started.generation.id, started.joined ? generationMessages.joined : generationMessages.started);
    });

    router.post('/auto-generate-session-notes-export', ...guard, async (req, res) => {
      const generation = generations.find(idOf(body(req).report_id) ?? 0);
      if (!generation) return unprocessable(res, new FieldErrors().add('report_id', 'The selected report id is invalid.'), { status: false });
      const files: Record<string, Uint8Array> = {};
      for (const entry of entries
        .all()
        .filter((row) => generation.session_ids.includes(row.session_id) && row.status === 'done' && row.storage_key)) {
        const bytes = await generator.bytesOf(entry.storage_key!);
        if (bytes) files[`${entry.id}-${entryFileName(generator, entry)}`] = bytes;
      }
      if (Object.keys(files).length === 0)
        return unprocessable(res, new FieldErrors().add('report_id', 'This generation has no finished reports to export yet.'), { status: false });
      const content = Buffer.from(zipSync(files, { level: 6 }));
      ok(res, { data: offerFile(req, db, { fileName: `session-notes-${generation.month_year}.zip`, contentType: 'application/zip', content }) });
    });

    router.get('/session-form-template-report-queues', ...guard, async (req, res) => {
      await generator.settleSeeded();
      const query = readListQuery(req, 50);
      const text = (key: string) => textParam(query.params, key)?.trim() || undefined;
      const errors = new FieldErrors();
      const status = text('status');
      if (status && !queueStatuses.includes(status as QueueStatus)) errors.add('status', 'The selected status is invalid.');
      const month = text('session_month_year');
      if (month && !monthPattern.test(month)) errors.add('session_month_year', 'The session month year field must match the format Y-m.');
      if (!errors.empty) return unprocessable(res, errors, { status: false });
      const student = idOf(text('student'));
      const by = idOf(text('generated_by'));
      const reportId = idOf(text('report_id'));
      const generation = reportId === undefined ? undefined : generations.find(reportId);
      if (text('report_id') && !generation) return notFound(res, 'No generation with that report id.');
      const present = presentEntry(req, db, generator);
      const search = query.search.toLowerCase();
      const rows = entries
        .all()
        .filter(
          (entry: QueueEntry) =>
            (!generation || generation.session_ids.includes(entry.session_id)) &&
            (text('student') === undefined || entry.student_id === student) &&
            (text('generated_by') === undefined || entry.generated_by === by) &&
            (!status || entry.status === status) &&
            (!month || entry.session_month_year === month),
        )
        .map(present)
        .filter((row) => !search || row.student_name.toLowerCase().includes(search) || (row.staff_name ?? '').toLowerCase().includes(search))
        .sort((a, b) => (query.sortBy === 'asc' ? a.id - b.id : b.id - a.id));
      ok(res, { data: paginate(rows, query.page, query.perPage), ...(generation ? { summary: generator.summary(generation) } : {}) });
    });

    router.delete('/session-form-template-report-queues/:id', ...guard, (req, res) => {
      const entry = entries.find(idOf(req.params.id) ?? 0);
      if (!entry) return notFound(res, 'Queue entry not found.');
      if (entry.status === 'generating') {
        return unprocessable(res, new FieldErrors().add('id', 'This report is being generated; delete it once it has finished.'), { status: false });
      }
      entries.purge(entry.id);
      ok(res, { message: 'The report was removed from the queue.' });
    });

    router.post('/regenerate-session', ...guard, (req, res) => {
      const raw = body(req).ids;
      const found = (Array.isArray(raw) ? raw : []).map((id) => entries.find(idOf(id) ?? 0));
      if (found.length === 0 || found.some((entry) => !entry)) {
        return unprocessable(res, new FieldErrors().add('ids', 'The selected reports are invalid.'), { status: false });
      }
      const list = found as QueueEntry[];
      const again = generator.regenerate(list);
      const left = list.length - again.length;
      const message =
        again.length === 0
          ? 'Only failed reports are generated again; none of these failed.'
          : `${again.length} report${again.length === 1 ? '' : 's'} queued again${left ? `; ${left} not failed left as they were` : ''}.`;
      generationAnswer(res, list[0]!.report_id, message);
    });

    router.post('/generate-s3-url', ...guard, (req, res) => {
      const entry = entries.find(idOf(body(req).id) ?? 0);
      if (!entry) return notFound(res, 'Queue entry not found.');
      if (entry.status !== 'done')
        return unprocessable(res, new FieldErrors().add('id', 'This report has not been generated yet.'), { status: false });
      const row = presentEntry(req, db, generator)(entry);
      ok(res, { data: { url: row.url, file_name: entryFileName(generator, entry) } });
    });

    router.post('/merge-session-form-template-reports', ...guard, async (req, res) => {
      const result = await mergeRequested(req, res, generator);
      if (!result) return;
      const given = typeof body(req).name === 'string' ? (body(req).name as string).trim() : '';
      const names = result.studentIds.map((id) => generator.studentName(id));
      const name = given || `${names.length === 1 ? names[0]! : `${names.length} students`}: ${result.entries.length} session notes`;
      const report = merged.insert({
        name: name.slice(0, 150),
        entry_ids: result.entries.map((entry) => entry.id),
        student_ids: result.studentIds,
        page_count: result.pageCount,
        storage_key: generator.keep(result.bytes),
        created_by: callerOf(req).user.id,
      });
      ok(res, { message: 'The reports were merged.', data: presentMerged(req, db, generator)(report) });
    });

    router.post('/session-report-pdf-merge', ...guard, async (req, res) => {
      const result = await mergeRequested(req, res, generator);
      if (!result) return;
      ok(res, {
        data: offerFile(req, db, { fileName: 'session-notes-merged.pdf', contentType: 'application/pdf', content: Buffer.from(result.bytes) }),
      });
    });

    router.get('/session-form-template-report-merged-reports', ...guard, async (req, res) => {
      await generator.settleSeeded();
      const query = readListQuery(req, 50);
      const student = idOf(textParam(query.params, 'student'));
      const rows = merged
        .active()
        .filter((report) => student === undefined || report.student_ids.includes(student))
        .map(presentMerged(req, db, generator))
        .sort((a, b) => b.id - a.id);
      ok(res, { data: paginate(rows, query.page, query.perPage) });
    });

    router.delete('/session-form-template-report-merged-reports/:id', ...guard, (req, res) => {
      const report = merged.find(idOf(req.params.id) ?? 0);
      if (!report) return notFound(res, 'Merged report not found.');
      merged.purge(report.id);
      generator.files.delete(report.storage_key);
      ok(res, { message: 'The merged report was deleted.' });
    });

    router.get('/session-form-template-report-pending', ...guard, (req, res) => {
      const query = readListQuery(req, 50);
      const errors = new FieldErrors();
      const dates = ['startDate', 'endDate'].map((field) => {
        const value = textParam(query.params, field)?.trim();
        const date = value ? calendarDate(value) : undefined;
        if (value && !date) errors.add(field, `The ${field === 'startDate' ? 'start date' : 'end date'} field must be a valid date.`);
        return date;
      });
      const [startDate, endDate] = dates;
      if (startDate && endDate && endDate < startDate) errors.add('endDate', 'The end date must be a date after or equal to start date.');
      if (!errors.empty) return unprocessable(res, errors, { status: false });
      const studentText = textParam(query.params, 'studentId')?.trim();
      const studentId = studentText ? (idOf(studentText) ?? -1) : undefined;
      const rows = pendingTargetSessions(db, { studentId, startDate, endDate }).map(({ session, targets }) => ({
        id: session.id,
        session_id: session.id,
        student_id: session.student_id,
        student_name: generator.studentName(session.student_id),
        staff_name: db.users.find(session.staff_id)?.name ?? null,
        date: session.date,
        start_time: session.start_time,
        end_time: session.end_time,
        hcode: session.hcode,
        targets_in_training: targets,
      }));
      ok(res, { data: paginate(rows, query.page, query.perPage) });
    });

    // The PDFs themselves, inline: the unguessable address is the credential, as with the API's storage links.
    router.get(`${reportStoragePath}/:key/:name`, async (req, res) => {
      const bytes = await generator.bytesOf(req.params.key);
      if (!bytes) return notFound(res, 'File not found.');
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `inline; filename="${req.params.name.replace(/"/g, '')}"`)
        .set('Cache-Control', 'private, no-store')
        .send(Buffer.from(bytes));
    });
  },
};

export { sessionReportGeneratorOf, generationMessages, type SessionReportGenerator } from './generator.js';
export { mergeMessages } from './merge.js';
