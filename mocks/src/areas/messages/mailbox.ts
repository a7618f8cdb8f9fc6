// A person's view of the conversations: which sit in their inbox, sent box or trash, how many messages they have not
// read, and the rows the list and detail calls answer.
import type { Request } from 'express';
import type { Db, User } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { mailboxesTable, messagesTable, type MailboxRow, type MessageRow } from './rows.js';

export type Box = 'inbox' | 'sent' | 'trash';

const snippetLength = 140;
export const attachmentPath = '/storage/message-files';

export interface Mail {
  messages: Table<MessageRow>;
  mailboxes: Table<MailboxRow>;
}

export function mailOf(db: Db): Mail {
  return { messages: db.table<MessageRow>(messagesTable), mailboxes: db.table<MailboxRow>(mailboxesTable) };
}

export function threadIdOf(message: MessageRow): number {
  return message.parent_id ?? message.id;
}

/** A conversation's messages, oldest first. */
export function threadMessages(mail: Mail, threadId: number): MessageRow[] {
  return mail.messages.active().filter((message) => threadIdOf(message) === threadId);
}

/** The caller's mailbox row of a conversation; undefined when it is not (or no longer) theirs. */
export function mailboxOf(mail: Mail, userId: number, threadId: number): MailboxRow | undefined {
  return mail.mailboxes.active().find((row) => row.user_id === userId && row.thread_id === threadId);
}

/** Messages written to the person by others after the last one they read. */
export function unreadOf(messages: readonly MessageRow[], box: MailboxRow): number {
  return messages.filter((m) => m.id > box.last_read_id && m.sender_id !== box.user_id && m.recipient_ids.includes(box.user_id)).length;
}

export function inBox(row: MailboxRow, box: Box): boolean {
  if (box === 'trash') return row.trashed_at !== null;
  return row.trashed_at === null && row[box];
}

/** Everyone in a conversation: its starter first, then every recipient and replier once. */
export function participantIds(messages: readonly MessageRow[]): number[] {
  return [...new Set(messages.flatMap((message) => [message.sender_id, ...message.recipient_ids]))];
}

export interface PersonRow {
  id: number;
  name: string;
  user_type: string | null;
}

function personOf(db: Db, id: number): PersonRow {
  const user: User | undefined = db.users.get(id);
  return { id, name: user?.name ?? 'Former staff member', user_type: user?.user_type ?? null };
}

function attachmentUrl(req: Request, key: string, fileName: string): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}${attachmentPath}/${key}/${encodeURIComponent(fileName)}`;
}

/** What the list calls answer for one conversation of one person. */
export function presentRow(db: Db, messages: readonly MessageRow[], box: MailboxRow) {
  const first = messages[0]!;
  const last = messages.at(-1)!;
  const text = last.body.replace(/\s+/g, ' ').trim();
  return {
    id: box.thread_id,
    subject: first.subject,
    snippet: text.length > snippetLength ? `${text.slice(0, snippetLength - 1)}…` : text,
    last_sender: personOf(db, last.sender_id),
    participants: participantIds(messages).map((id) => personOf(db, id)),
    message_count: messages.length,
    unread_count: unreadOf(messages, box),
    has_attachment: messages.some((message) => message.attachment !== null),
    last_message_at: last.created_at,
    trashed_at: box.trashed_at,
  };
}

/** A conversation opened: its row's heading and every message, oldest first. */
export function presentThread(req: Request, db: Db, messages: readonly MessageRow[], box: MailboxRow) {
  const row = presentRow(db, messages, box);
  return {
    id: row.id,
    subject: row.subject,
    participants: row.participants,
    unread_count: row.unread_count,
    trashed_at: row.trashed_at,
    entries: messages.map((message) => ({
      id: message.id,
      sender: personOf(db, message.sender_id),
      recipients: message.recipient_ids.map((id) => personOf(db, id)),
      body: message.body,
      attachment: message.attachment && {
        file_name: message.attachment.file_name,
        mime_type: message.attachment.mime_type,
        size: message.attachment.size,
        url: attachmentUrl(req, message.attachment.storage_key, message.attachment.file_name),
      },
      sent_at: message.created_at,
    })),
  };
}

/** Marks everything in the conversation read for the person. */
export function markRead(mail: Mail, box: MailboxRow, messages: readonly MessageRow[]): MailboxRow {
  const last = messages.at(-1)?.id ?? 0;
  return box.last_read_id >= last ? box : mail.mailboxes.update(box.id, { last_read_id: last })!;
}

/** Marks the latest message written to the person unread again. */
export function markUnread(mail: Mail, box: MailboxRow, messages: readonly MessageRow[]): MailboxRow {
  const latest = messages.filter((m) => m.sender_id !== box.user_id && m.recipient_ids.includes(box.user_id)).at(-1);
  return latest ? mail.mailboxes.update(box.id, { last_read_id: latest.id - 1 })! : box;
}

/**
 * Files a new message in its conversation's mailboxes: the sender's copy goes to sent, each recipient's to the
 * inbox (out of the trash, as mail arriving in a conversation does); the sender has read it.
 */
export function fileMessage(mail: Mail, message: MessageRow, now: Date): void {
  const threadId = threadIdOf(message);
  const people = [message.sender_id, ...message.recipient_ids];
  for (const userId of people) {
    const own = userId === message.sender_id;
    const existing = mailboxOf(mail, userId, threadId);
    const changes = own ? { sent: true, last_read_id: message.id } : { inbox: true };
    if (existing) mail.mailboxes.update(existing.id, { ...changes, trashed_at: null }, now);
    else
      mail.mailboxes.insert(
        { thread_id: threadId, user_id: userId, inbox: !own, sent: own, last_read_id: own ? message.id : 0, trashed_at: null, ...changes },
        now,
      );
  }
}
