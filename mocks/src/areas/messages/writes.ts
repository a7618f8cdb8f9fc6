// POST message (a new conversation) and POST reply-message: the rules, the attachment (checked by content, as staff
// documents are), and a send that is never made twice: a retry with the sender's same client id answers the message
// already sent.
import type { Request } from 'express';
import type { Db, User } from '../../db/index.js';
import { storedBytesOf } from '../../kit/stored-bytes.js';
import { parseId } from '../../kit/ids.js';
import { FieldErrors, isBlank } from '../../server/validation.js';
import { maxStaffFileBytes, newStorageKey, staffFileKind, staffFileKinds } from '../staff-documents/contents.js';
import { staffTypes } from '../users/index.js';
import { fileMessage, mailboxOf, participantIds, threadMessages, type Mail } from './mailbox.js';
import type { MessageAttachmentRow, MessageRow } from './rows.js';
import * as clock from '../../kit/clock.js';

export const maxSubjectLength = 191;

export const messageErrors = {
  recipients: 'Choose at least one recipient.',
  recipientInvalid: 'The selected recipient ids is invalid.',
  subject: 'The subject field is required.',
  subjectLength: `The subject field must not be greater than ${maxSubjectLength} characters.`,
  body: 'The body field is required.',
  attachmentType: 'The selected file type is not allowed. Only PDF, PNG, JPEG and DOCX is supported.',
  attachmentSize: 'The file exceed the maximum allowed limit (10 MB).',
  thread: 'The selected message id is invalid.',
} as const;

export function attachmentBytes(db: Db) {
  return storedBytesOf(db, 'message-attachments');
}

/** A list sent as JSON (an array), as form fields (`recipient_ids[0]`, an object) or as a comma list. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '');
  return value === undefined || value === null ? [] : [value];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The recipients named: active staff, never the sender; errors go to `errors`. */
function recipientsOf(db: Db, sender: User, value: unknown, errors: FieldErrors): number[] {
  const raw = listOf(value);
  if (raw.length === 0) {
    errors.add('recipient_ids', messageErrors.recipients);
    return [];
  }
  const ids = raw.map(parseId);
  const valid = ids.every((id) => {
    const user = id === undefined ? undefined : db.users.find(id);
    return user !== undefined && user.id !== sender.id && user.status === 1 && staffTypes.includes(user.user_type);
  });
  if (!valid) errors.add('recipient_ids', messageErrors.recipientInvalid);
  return [...new Set(ids as number[])];
}

/** The `attachment` file, checked by size and content and kept; errors go to `errors`. */
function attachmentOf(req: Request, db: Db, errors: FieldErrors): MessageAttachmentRow | null {
  const files = Array.isArray(req.files) ? req.files : [];
  const upload = files.find((file) => file.fieldname === 'attachment');
  if (!upload) return null;
  if (upload.size > maxStaffFileBytes) {
    errors.add('attachment', messageErrors.attachmentSize);
    return null;
  }
  const kind = staffFileKind(upload.buffer);
  if (!kind) {
    errors.add('attachment', messageErrors.attachmentType);
    return null;
  }
  if (!errors.empty) return null;
  const storage_key = newStorageKey();
  attachmentBytes(db).keep(storage_key, upload.buffer);
  const base =
    upload.originalname
      .replace(/^.*[\\/]/, '')
      .replace(/[^\w .()-]+/g, '')
      .trim() || 'attachment';
  return { file_name: base.slice(0, 120), mime_type: staffFileKinds[kind], size: upload.size, storage_key };
}

/** The message this sender already sent with this client id. */
function alreadySent(mail: Mail, sender: User, clientId: string | null): MessageRow | undefined {
  if (!clientId) return undefined;
  return mail.messages.active().find((message) => message.sender_id === sender.id && message.client_id === clientId);
}

export type Written = { kind: 'written'; message: MessageRow } | { kind: 'invalid'; errors: FieldErrors };

/** A new conversation from the request's subject, body, recipients and attachment. */
export function sendMessage(req: Request, db: Db, mail: Mail, sender: User): Written {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const clientId = text(body.client_id) || null;
  const previous = alreadySent(mail, sender, clientId);
  if (previous) return { kind: 'written', message: previous };
  const errors = new FieldErrors();
  const recipient_ids = recipientsOf(db, sender, body.recipient_ids, errors);
  const subject = text(body.subject);
  if (subject === '') errors.add('subject', messageErrors.subject);
  else if (subject.length > maxSubjectLength) errors.add('subject', messageErrors.subjectLength);
  if (isBlank(body.body)) errors.add('body', messageErrors.body);
  const attachment = attachmentOf(req, db, errors);
  if (!errors.empty) return { kind: 'invalid', errors };
  const now = clock.now();
  const message = mail.messages.insert(
    { parent_id: null, subject, body: String(body.body).trim(), sender_id: sender.id, recipient_ids, attachment, client_id: clientId },
    now,
  );
  fileMessage(mail, message, now);
  return { kind: 'written', message };
}

/** A reply to everyone else in the conversation the request names. */
export function replyMessage(req: Request, db: Db, mail: Mail, sender: User): Written {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const clientId = text(body.client_id) || null;
  const previous = alreadySent(mail, sender, clientId);
  if (previous) return { kind: 'written', message: previous };
  const errors = new FieldErrors();
  const threadId = parseId(body.message_id);
  const thread = threadId === undefined || !mailboxOf(mail, sender.id, threadId) ? [] : threadMessages(mail, threadId);
  if (thread.length === 0) errors.add('message_id', isBlank(body.message_id) ? 'The message id field is required.' : messageErrors.thread);
  if (isBlank(body.body)) errors.add('body', messageErrors.body);
  const attachment = attachmentOf(req, db, errors);
  if (!errors.empty) return { kind: 'invalid', errors };
  const first = thread[0]!;
  const now = clock.now();
  const message = mail.messages.insert(
    {
      parent_id: first.id,
      subject: first.subject,
      body: String(body.body).trim(),
      sender_id: sender.id,
      recipient_ids: participantIds(thread).filter((id) => id !== sender.id),
      attachment,
      client_id: clientId,
    },
    now,
  );
  fileMessage(mail, message, now);
  return { kind: 'written', message };
}
