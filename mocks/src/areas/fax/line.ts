// The simulated fax line: a fax waits `stepMs` queued, then `stepMs` sending, then is sent; a number ending 0000
// never answers, so its faxes fail with `noAnswer` (deterministic, for tests and demonstrations). A cancelled or
// deleted fax is left alone.
import type { Db, NewRow, Table } from '../../db/index.js';
import { instantAt, timestamp } from '../../kit/dates.js';
import type { FaxRecipient, SentFax } from './records.js';
import { sessionReportGeneratorOf } from '../session-queue/generator.js';

export const faxMessages = {
  noAnswer: 'The receiving fax machine did not answer (no carrier).',
  notQueued: 'Only a queued fax can be cancelled; this one is already',
  sending: 'This fax is being sent; delete it once it has finished.',
  notDone: 'Only a generated report can be faxed.',
} as const;

export interface FaxLineSettings {
  stepMs: number;
}

export class FaxLine {
  settings: FaxLineSettings = { stepMs: Number(process.env.STANDIN_FAX_STEP_MS ?? 1500) };
  readonly faxes: Table<SentFax>;

  constructor(db: Db) {
    this.faxes = db.defineTable<SentFax>('sent_faxes', () => seedFaxes(db));
  }

  configure(settings: Partial<FaxLineSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** Takes a queued fax through sending to sent or failed. */
  dial(id: number): void {
    const later = (run: () => void) => setTimeout(run, this.settings.stepMs).unref();
    later(() => {
      if (this.faxes.find(id)?.status !== 'queued') return;
      this.faxes.update(id, { status: 'sending' });
      later(() => {
        const fax = this.faxes.find(id);
        if (fax?.status !== 'sending') return;
        const answered = !fax.fax_number.endsWith('0000');
        this.faxes.update(id, answered ? { status: 'sent', sent_at: timestamp() } : { status: 'failed', reason: faxMessages.noAnswer });
      });
    });
  }
}

const lines = new WeakMap<Db, FaxLine>();

export function faxLineOf(db: Db): FaxLine {
  let line = lines.get(db);
  if (!line) {
    line = new FaxLine(db);
    lines.set(db, line);
  }
  return line;
}

/** One report of the seeded generation, faxed and sent to the first recipient. */
function seedFaxes(db: Db): NewRow<SentFax>[] {
  const entry = sessionReportGeneratorOf(db)
    .tables.entries.all()
    .find((row) => row.status === 'done' && row.storage_key);
  const recipient = db.table<FaxRecipient>('fax_recipients').all()[0];
  if (!entry || !recipient) return [];
  const sentAt = timestamp(instantAt(entry.session_date, 18));
  return [
    {
      recipient_id: recipient.id,
      recipient_name: recipient.name,
      fax_number: recipient.fax_number,
      report_id: entry.id,
      student_id: entry.student_id,
      session_date: entry.session_date,
      cover_note: null,
      status: 'sent',
      reason: null,
      pages: entry.page_count ?? 1,
      storage_key: entry.storage_key!,
      sent_by: entry.generated_by,
      sent_at: sentAt,
    },
  ];
}
