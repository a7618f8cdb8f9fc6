// Messages between staff (message, sent-message, deleted-message, reply-message, restore-message,
// permanent-delete-message, export-message, and message-unread-count for the menu and the dashboard). Every call
// acts on the caller's own mailbox: the inbox, sent box and trash are per person, as are read state and deletes.
// All of them need the 'Message' permission.
import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../../db/index.js';
import { offerFile, uniqueFileName } from '../../kit/export.js';
import { parseId, readIds } from '../../kit/ids.js';
import { readListQuery, textParam } from '../../kit/list-query.js';
import { paginate } from '../../kit/paginate.js';
import { sendStored } from '../../kit/stored-bytes.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { conversationCsv, conversationPdf, messageExportFormats, type MessageExportFormat } from './export.js';
import {
  attachmentPath,
  inBox,
  mailboxOf,
  mailOf,
  markRead,
  markUnread,
  presentRow,
  presentThread,
  threadIdOf,
  threadMessages,
  unreadOf,
  type Box,
  type Mail,
} from './mailbox.js';
import { mailboxesTable, messagesTable, type MailboxRow, type MessageRow } from './rows.js';
import { seedMailboxes, seedMessages } from './seed.js';
import { attachmentBytes, replyMessage, sendMessage, type Written } from './writes.js';
import { now } from '../../kit/clock.js';

export const messagePermission = 'Message';
export const messageNotFound = 'Message not found.';

const sortable = new Set(['subject', 'last_message_at', 'trashed_at']);

function isTrue(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

/** The caller's conversations in one box, searched (subject, text, senders), filtered and paged. */
function listBox(db: Db, mail: Mail, box: Box): RequestHandler {
  return (req, res) => {
    const me = callerOf(req).user.id;
    const query = readListQuery(req, 50);
    const onlyUnread = isTrue(textParam(query.params, 'unread'));
    const search = query.search.toLowerCase();
    const rows = mail.mailboxes
      .active()
      .filter((row) => row.user_id === me && inBox(row, box))
      .flatMap((row) => {
        const messages = threadMessages(mail, row.thread_id);
        if (messages.length === 0) return [];
        const presented = presentRow(db, messages, row);
        if (onlyUnread && presented.unread_count === 0) return [];
        if (search) {
          const senders = messages.map((message) => db.users.get(message.sender_id)?.name ?? '');
          const haystack = [presented.subject, ...messages.map((message) => message.body), ...senders].join('\n').toLowerCase();
          if (!haystack.includes(search)) return [];
        }
        return [presented];
      });
    const field = query.sortField && sortable.has(query.sortField) ? query.sortField : box === 'trash' ? 'trashed_at' : 'last_message_at';
    const direction = query.sortBy === 'asc' ? 1 : -1;
    const key = (row: (typeof rows)[number]) => String(row[field as 'subject'] ?? '');
    rows.sort((a, b) => direction * key(a).localeCompare(key(b)) || direction * (a.id - b.id));
    ok(res, { data: paginate(rows, query.page, query.perPage) });
  };
}

/** The caller's copy of the conversation a path names (in any box); undefined after answering 404. */
function ownBox(req: Request, res: Response, mail: Mail): { box: MailboxRow; messages: MessageRow[] } | undefined {
  const id = parseId(req.params.id);
  const box = id === undefined ? undefined : mailboxOf(mail, callerOf(req).user.id, id);
  const messages = box ? threadMessages(mail, box.thread_id) : [];
  if (!box || messages.length === 0) {
    notFound(res, messageNotFound);
    return undefined;
  }
  return { box, messages };
}

/** The caller's trashed conversations a bulk call names; undefined after answering. */
function trashed(req: Request, res: Response, mail: Mail): MailboxRow[] | undefined {
  const ids = readIds(req.body ?? req.query);
  if (!ids) {
    unprocessable(res, new FieldErrors().add('ids', 'The id or ids field is required.'));
    return undefined;
  }
  const me = callerOf(req).user.id;
  const rows = mail.mailboxes.active().filter((row) => row.user_id === me && row.trashed_at !== null && ids.includes(row.thread_id));
  if (rows.length === 0) {
    notFound(res, messageNotFound);
    return undefined;
  }
  return rows;
}

export const messagesArea: Area = {
  name: 'messages',
  register(router, { db, auth }) {
    const messages = db.defineTable<MessageRow>(messagesTable, (faker) => seedMessages(faker, db));
    db.defineTable<MailboxRow>(mailboxesTable, () => seedMailboxes(db, messages.all()));
    const mail = mailOf(db);
    const guards = [auth.required, auth.requirePermission(messagePermission)];

    // An attachment's bytes, inline: the unguessable address is the credential, as with the API's storage links.
    router.get(`${attachmentPath}/:key/:name`, (req, res) => {
      const message = mail.messages.active().find((row) => row.attachment?.storage_key === req.params.key);
      const bytes = message?.attachment ? attachmentBytes(db).get(message.attachment.storage_key) : undefined;
      if (!message?.attachment || !bytes) {
        notFound(res, 'File not found.');
        return;
      }
      sendStored(res, { bytes, mimeType: message.attachment.mime_type, fileName: message.attachment.file_name, disposition: 'inline' });
    });

    router.get('/message', ...guards, listBox(db, mail, 'inbox'));
    router.get('/sent-message', ...guards, listBox(db, mail, 'sent'));
    router.get('/deleted-message', ...guards, listBox(db, mail, 'trash'));

    router.get('/message-unread-count', ...guards, (req, res) => {
      const me = callerOf(req).user.id;
      const unread = mail.mailboxes
        .active()
        .filter((row) => row.user_id === me && inBox(row, 'inbox') && unreadOf(threadMessages(mail, row.thread_id), row) > 0).length;
      ok(res, { data: { unread } });
    });

    // Opening a conversation marks it read.
    router.get('/message/:id', ...guards, (req, res) => {
      const own = ownBox(req, res, mail);
      if (own) ok(res, { data: presentThread(req, db, own.messages, markRead(mail, own.box, own.messages)) });
    });

    const answerWrite = (req: Request, res: Response, written: Written, reply: boolean) => {
      if (written.kind === 'invalid') {
        unprocessable(res, written.errors);
        return;
      }
      const threadId = threadIdOf(written.message);
      const box = mailboxOf(mail, callerOf(req).user.id, threadId)!;
      const thread = threadMessages(mail, threadId);
      ok(res, {
        message: reply ? 'Reply sent successfully.' : 'Message sent successfully.',
        data: reply ? presentThread(req, db, thread, box) : presentRow(db, thread, box),
      });
    };
    router.post('/message', ...guards, (req, res) => answerWrite(req, res, sendMessage(req, db, mail, callerOf(req).user), false));
    router.post('/reply-message', ...guards, (req, res) => answerWrite(req, res, replyMessage(req, db, mail, callerOf(req).user), true));

    // Read or unread, for the caller.
    router.put('/message/:id', ...guards, (req, res) => {
      const own = ownBox(req, res, mail);
      if (!own) return;
      const read = textParam((req.body ?? {}) as Record<string, unknown>, 'read');
      if (read === undefined || !['0', '1', 'true', 'false'].includes(read)) {
        unprocessable(res, new FieldErrors().add('read', 'The read field must be true or false.'));
        return;
      }
      const box = isTrue(read) ? markRead(mail, own.box, own.messages) : markUnread(mail, own.box, own.messages);
      ok(res, { message: 'Message updated successfully.', data: presentRow(db, own.messages, box) });
    });

    router.delete('/message/:id', ...guards, (req, res) => {
      const own = ownBox(req, res, mail);
      if (!own) return;
      if (own.box.trashed_at === null) mail.mailboxes.update(own.box.id, { trashed_at: now().toISOString() });
      ok(res, { message: 'Message moved to trash successfully.' });
    });

    router.post('/restore-message', ...guards, (req, res) => {
      const rows = trashed(req, res, mail);
      if (!rows) return;
      for (const row of rows) mail.mailboxes.update(row.id, { trashed_at: null });
      ok(res, { message: 'Message restored successfully.', data: { ids: rows.map((row) => row.thread_id) } });
    });

    // For good, for the caller only: the others keep their copies.
    router.post('/permanent-delete-message', ...guards, (req, res) => {
      const rows = trashed(req, res, mail);
      if (!rows) return;
      for (const row of rows) mail.mailboxes.purge(row.id);
      ok(res, { message: 'Message permanently deleted successfully.', data: { ids: rows.map((row) => row.thread_id) } });
    });

    router.get('/export-message/:id', ...guards, async (req, res) => {
      const own = ownBox(req, res, mail);
      if (!own) return;
      const format = (textParam(req.query as Record<string, unknown>, 'format') ?? 'pdf') as MessageExportFormat;
      if (!messageExportFormats.includes(format)) {
        unprocessable(res, new FieldErrors().add('format', 'The selected format is invalid.'));
        return;
      }
      const base = `conversation-${own.box.thread_id}.${format}`;
      const file =
        format === 'pdf' ? { contentType: 'application/pdf', content: await conversationPdf(db, own.messages) } : conversationCsv(db, own.messages);
      ok(res, { message: 'Export generated successfully.', data: offerFile(req, db, { fileName: base, name: uniqueFileName(base), ...file }) });
    });
  },
};
