// Fax recipients (who reports are faxed to) and sent faxes (a report's PDF on its way to a recipient).
import type { Row } from '../../db/table.js';

export interface FaxRecipient extends Row {
  name: string;
  /** Digits with an optional leading +, as normalised on save. */
  fax_number: string;
  organization: string | null;
  notes: string | null;
}

export type FaxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled';
export const faxStatuses: readonly FaxStatus[] = ['queued', 'sending', 'sent', 'failed', 'cancelled'];

export interface SentFax extends Row {
  recipient_id: number;
  /** The recipient as it was when sent. */
  recipient_name: string;
  fax_number: string;
  /** The queue entry whose report was faxed. */
  report_id: number;
  student_id: number;
  session_date: string;
  cover_note: string | null;
  status: FaxStatus;
  reason: string | null;
  pages: number;
  /** The PDF as sent. */
  storage_key: string;
  sent_by: number;
  sent_at: string | null;
}

export const faxNumberMessage = 'The fax number must have 10 to 15 digits; spaces, dashes, dots, parentheses and a leading + are allowed.';

/** The number as kept (digits, optional leading +), or null when it is not a fax number. */
export function normalisedFaxNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(/[\s().-]/g, '');
  return /^\+?\d{10,15}$/.test(compact) ? compact : null;
}
