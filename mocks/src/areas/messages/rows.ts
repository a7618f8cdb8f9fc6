// Messages between staff: each message row is one message of a conversation (the conversation's first message has
// no parent), and each person of a conversation has a mailbox row saying where it sits for them (inbox, sent,
// trash) and how far they have read it.
import type { Row } from '../../db/table.js';

export const messagesTable = 'messages';
export const mailboxesTable = 'message_mailboxes';

export interface MessageAttachmentRow {
  file_name: string;
  mime_type: string;
  size: number;
  storage_key: string;
}

export interface MessageRow extends Row {
  /** The conversation's first message; null on that message itself. */
  parent_id: number | null;
  subject: string;
  body: string;
  sender_id: number;
  recipient_ids: number[];
  attachment: MessageAttachmentRow | null;
  /** The sender's own id for the send, so a retry never sends twice. */
  client_id: string | null;
}

export interface MailboxRow extends Row {
  /** The conversation (its first message's id). */
  thread_id: number;
  user_id: number;
  /** Someone else wrote in it to this person. */
  inbox: boolean;
  /** This person wrote in it. */
  sent: boolean;
  /** The last message this person has read; 0 for none. */
  last_read_id: number;
  /** When this person moved it to their trash. */
  trashed_at: string | null;
}
