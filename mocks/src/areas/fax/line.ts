// The simulated fax line: a fax waits `stepMs` queued, then `stepMs` sending, then is sent; a number ending 0000
// never answers, so its faxes fail with `noAnswer` (deterministic, for tests and demonstrations). A cancelled or
// deleted fax is left alone.
import type { Db, Table } from '../../db/index.js';
import { timestamp } from '../../kit/dates.js';
import type { SentFax } from './records.js';

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
    this.faxes = db.defineTable<SentFax>('sent_faxes');
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
