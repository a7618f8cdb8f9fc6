// Fax: recipients (CRUD fax-recipients), POST send-fax {recipient_id, report_id, cover_note} (a generated report of
// the queue, faxed through the simulated line), GET sent-fax-list (filters status, recipient_id), DELETE
// cancel-fax/{id} (only while queued), DELETE delete-fax/{id}, GET fax-download/{id} (the PDF as sent), GET
// fax-session-report/{id} (the faxes of one report). Behind the session notes' permission.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { permissionGuards } from '../../kit/guards.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { sessionReportGeneratorOf } from '../session-queue/generator.js';
import { storageUrl } from '../session-queue/present.js';
import { faxLineOf, faxMessages } from './line.js';
import { faxStatuses, type FaxRecipient, type FaxStatus, type SentFax } from './records.js';
import { faxPermission, faxRecipientResource } from './recipients.js';

function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function present(req: Request, db: Db) {
  const generator = sessionReportGeneratorOf(db);
  return (fax: SentFax) => ({
    ...fax,
    student_name: generator.studentName(fax.student_id),
    sent_by_name: db.users.find(fax.sent_by)?.name ?? null,
    url: storageUrl(req, fax.storage_key, `fax-${fax.id}.pdf`),
  });
}

export const faxArea: Area = {
  name: 'fax',
  after: ['session-queue'],
  register(router, context) {
    const { db, auth } = context;
    // The recipients first: the seeded faxes were sent to them.
    faxRecipientResource.register(router, context);
    const line = faxLineOf(db);
    const generator = sessionReportGeneratorOf(db);
    const guard = permissionGuards(auth, faxPermission);
    const recipients = () => db.table<FaxRecipient>('fax_recipients');

    router.post('/send-fax', ...guard, async (req, res) => {
      const input = (req.body ?? {}) as Record<string, unknown>;
      const errors = new FieldErrors();
      const recipient = recipients().find(idOf(input.recipient_id) ?? 0);
      if (!recipient)
        errors.add(
          'recipient_id',
          input.recipient_id === undefined || input.recipient_id === null || input.recipient_id === ''
            ? 'The recipient id field is required.'
            : 'The selected recipient id is invalid.',
        );
      const entry = generator.tables.entries.find(idOf(input.report_id) ?? 0);
      if (!entry) errors.add('report_id', 'The selected report id is invalid.');
      else if (entry.status !== 'done' || !entry.storage_key) errors.add('report_id', faxMessages.notDone);
      if (!errors.empty || !recipient || !entry) return unprocessable(res, errors, { status: false });
      const bytes = await generator.bytesOf(entry.storage_key!);
      if (!bytes) return unprocessable(res, new FieldErrors().add('report_id', faxMessages.notDone), { status: false });
      const note = typeof input.cover_note === 'string' && input.cover_note.trim() ? input.cover_note.trim().slice(0, 500) : null;
      const fax = line.faxes.insert({
        recipient_id: recipient.id,
        recipient_name: recipient.name,
        fax_number: recipient.fax_number,
        report_id: entry.id,
        student_id: entry.student_id,
        session_date: entry.session_date,
        cover_note: note,
        status: 'queued',
        reason: null,
        pages: entry.page_count ?? 1,
        storage_key: generator.keep(bytes),
        sent_by: callerOf(req).user.id,
        sent_at: null,
      });
      line.dial(fax.id);
      ok(res, { message: `The fax to ${recipient.name} was queued.`, data: present(req, db)(fax) });
    });

    router.get('/sent-fax-list', ...guard, async (req, res) => {
      await generator.settleSeeded();
      const query = readListQuery(req, 50);
      const status = textParam(query.params, 'status')?.trim();
      if (status && !faxStatuses.includes(status as FaxStatus))
        return unprocessable(res, new FieldErrors().add('status', 'The selected status is invalid.'), { status: false });
      const recipient = idOf(textParam(query.params, 'recipient_id'));
      const search = query.search.toLowerCase();
      const rows = line.faxes
        .active()
        .filter((fax) => (!status || fax.status === status) && (recipient === undefined || fax.recipient_id === recipient))
        .map(present(req, db))
        .filter((fax) => !search || fax.recipient_name.toLowerCase().includes(search) || fax.student_name.toLowerCase().includes(search))
        .sort((a, b) => b.id - a.id);
      ok(res, { data: paginate(rows, query.page, query.perPage) });
    });

    router.get('/fax-session-report/:id', ...guard, (req, res) => {
      const entry = generator.tables.entries.find(idOf(req.params.id) ?? 0);
      if (!entry) return notFound(res, 'Queue entry not found.');
      ok(res, {
        data: line.faxes
          .active()
          .filter((fax) => fax.report_id === entry.id)
          .sort((a, b) => b.id - a.id)
          .map(present(req, db)),
      });
    });

    router.get('/fax-download/:id', ...guard, (req, res) => {
      const fax = line.faxes.find(idOf(req.params.id) ?? 0);
      if (!fax) return notFound(res, 'Fax not found.');
      ok(res, { data: { url: present(req, db)(fax).url, file_name: `fax-${fax.id}.pdf` } });
    });

    router.delete('/cancel-fax/:id', ...guard, (req, res) => {
      const fax = line.faxes.find(idOf(req.params.id) ?? 0);
      if (!fax) return notFound(res, 'Fax not found.');
      if (fax.status !== 'queued')
        return unprocessable(res, new FieldErrors().add('id', `${faxMessages.notQueued} ${fax.status}.`), { status: false });
      line.faxes.update(fax.id, { status: 'cancelled', reason: 'Cancelled before it was sent.' });
      ok(res, { message: 'The fax was cancelled.', data: present(req, db)(line.faxes.get(fax.id)!) });
    });

    router.delete('/delete-fax/:id', ...guard, (req, res) => {
      const fax = line.faxes.find(idOf(req.params.id) ?? 0);
      if (!fax) return notFound(res, 'Fax not found.');
      if (fax.status === 'sending') return unprocessable(res, new FieldErrors().add('id', faxMessages.sending), { status: false });
      line.faxes.purge(fax.id);
      ok(res, { message: 'The fax was deleted.' });
    });
  },
};

export { faxLineOf, faxMessages, type FaxLine } from './line.js';
export { faxNumberMessage } from './records.js';
