// The report generator: one worker takes queued entries in order, marks each generating, renders its PDF (the note's
// own report, from the notes area) and marks it done, or failed with the reason. A session whose note is not signed fails ("no signed note to report"), so failures
// are the data's, and reproducible. `stopAfter` simulates the generator dying half-way: after that many more
// reports the one in hand and every queued one fail with `stopped`; the finished ones stay done.
import { randomUUID } from 'node:crypto';
import type { Db, Row } from '../../db/index.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import { monthOf, sessionQueueTables, type Generation, type QueueEntry, type SessionQueueTables } from './records.js';
import { PDFDocument } from 'pdf-lib';
import { currentNote } from '../session-notes/notes.js';
import { notePdf } from '../session-notes/storage.js';
import { mergePdfs } from './report-pdf.js';

export const generationMessages = {
  nothingToGenerate: 'Nothing to generate: the chosen students have no completed sessions in this month.',
  unsigned: 'The session note is not signed, so there is no note to report.',
  sessionGone: 'The session no longer exists.',
  stopped: 'The report generator stopped before this report was made. Regenerate it.',
  joined: 'A generation of these sessions is already running; showing it.',
  started: 'Session notes are being generated.',
} as const;

export interface GeneratorSettings {
  /** Milliseconds a report spends queued before it is taken, and generating before it is done. */
  stepMs: number;
  /** Reports the generator makes before it stops (the rest fail); null never stops. */
  stopAfter: number | null;
}

export interface GenerationSummary {
  report_id: number;
  month_year: string;
  total: number;
  queued: number;
  generating: number;
  done: number;
  failed: number;
  skipped: number;
  finished: boolean;
  failures: { entry_id: number; session_id: number; student_name: string; session_date: string; reason: string }[];
}

export class SessionReportGenerator {
  readonly tables: SessionQueueTables;
  /** PDF bytes by storage key: reports and merged reports. */
  readonly files = new Map<string, Uint8Array>();
  settings: GeneratorSettings = { stepMs: Number(process.env.STANDIN_SESSION_REPORT_STEP_MS ?? 150), stopAfter: null };
  #timer: NodeJS.Timeout | undefined;

  /** How to make the PDF of a seeded report or merge, the first time it is asked for. */
  readonly #seeded = new Map<string, () => Promise<Uint8Array>>();

  constructor(private readonly db: Db) {
    this.tables = sessionQueueTables(db);
    for (const entry of this.tables.entries.all()) {
      const session = this.session(entry.session_id);
      if (entry.storage_key && session) this.#seeded.set(entry.storage_key, async () => (await this.render(session)) ?? new Uint8Array());
    }
    for (const report of this.tables.merged.all()) {
      this.#seeded.set(report.storage_key, async () => {
        const keys = report.entry_ids.flatMap((id) => this.tables.entries.find(id)?.storage_key ?? []);
        const sources = await Promise.all(keys.map((key) => this.bytesOf(key)));
        return (
          await mergePdfs(
            sources.filter((bytes): bytes is Uint8Array => bytes !== undefined),
            report.name,
          )
        ).bytes;
      });
    }
  }

  /** A kept PDF; a seeded one is made on its first request, and the records holding it get its real page count. */
  async bytesOf(key: string): Promise<Uint8Array | undefined> {
    const kept = this.files.get(key);
    if (kept) return kept;
    const make = this.#seeded.get(key);
    if (!make) return undefined;
    const bytes = await make();
    this.files.set(key, bytes);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    for (const entry of this.tables.entries.all().filter((row) => row.storage_key === key))
      this.tables.entries.update(entry.id, { page_count: pages });
    for (const report of this.tables.merged.all().filter((row) => row.storage_key === key))
      this.tables.merged.update(report.id, { page_count: pages });
    if (this.db.tableNames().includes('sent_faxes')) {
      const faxes = this.db.table<Row & { storage_key: string; pages: number }>('sent_faxes');
      for (const fax of faxes.all().filter((row) => row.storage_key === key)) faxes.update(fax.id, { pages });
    }
    return bytes;
  }

  /** Makes every seeded PDF not made yet, so that lists answer real page counts; once. */
  settleSeeded(): Promise<void> {
    this.#settled ??= (async () => {
      // Reports before the merges made of them.
      for (const key of this.#seeded.keys()) await this.bytesOf(key);
    })();
    return this.#settled;
  }

  #settled: Promise<void> | undefined;

  configure(settings: Partial<GeneratorSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  session(id: number): ScheduledSession | undefined {
    return sessionTable(this.db).find(id);
  }

  studentName(id: number): string {
    const student = students(this.db).find(id);
    return student ? fullName(student) : `Student #${id}`;
  }

  /** Completed sessions of the month, of the students given (every student when none). */
  sessionsToGenerate(monthYear: string, studentIds: readonly number[]): ScheduledSession[] {
    const wanted = new Set(studentIds);
    return sessionTable(this.db)
      .active()
      .filter(
        (session) => session.status === 'Completed' && monthOf(session.date) === monthYear && (wanted.size === 0 || wanted.has(session.student_id)),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.id - b.id);
  }

  /**
   * Queues a month's sessions. A session already done is skipped, one already queued or generating is left to the
   * run that has it, a failed one is queued again; nothing is made twice. An unfinished generation that already
   * covers every one of these sessions is answered instead of a new one.
   */
  start(monthYear: string, studentIds: readonly number[], userId: number): { generation: Generation; joined: boolean } | null {
    const sessions = this.sessionsToGenerate(monthYear, studentIds);
    if (sessions.length === 0) return null;
    const ids = sessions.map((session) => session.id);
    const running = this.tables.generations
      .all()
      .find((generation) => !this.summary(generation).finished && ids.every((id) => generation.session_ids.includes(id)));
    if (running) return { generation: running, joined: true };
    const byMonthSession = new Map(this.tables.entries.all().map((entry) => [entry.session_id, entry]));
    const skipped = ids.filter((id) => byMonthSession.get(id)?.status === 'done');
    const generation = this.tables.generations.insert({
      month_year: monthYear,
      student_ids: [...studentIds],
      session_ids: ids,
      skipped_ids: skipped,
      generated_by: userId,
    });
    for (const session of sessions) {
      const entry = byMonthSession.get(session.id);
      if (!entry) {
        this.tables.entries.insert({
          report_id: generation.id,
          session_id: session.id,
          student_id: session.student_id,
          session_date: session.date,
          session_month_year: monthOf(session.date),
          status: 'queued',
          reason: null,
          generated_by: userId,
          storage_key: null,
          page_count: null,
          renders: 0,
        });
      } else if (entry.status === 'failed') {
        this.tables.entries.update(entry.id, { report_id: generation.id, status: 'queued', reason: null, generated_by: userId });
      }
    }
    this.#kick();
    return { generation, joined: false };
  }

  /** Queues failed entries again; answers the ones queued. Done, queued and generating ones are left alone. */
  regenerate(entries: readonly QueueEntry[]): QueueEntry[] {
    const again = entries.filter((entry) => entry.status === 'failed');
    for (const entry of again) this.tables.entries.update(entry.id, { status: 'queued', reason: null });
    if (again.length > 0) this.#kick();
    return again;
  }

  summary(generation: Generation): GenerationSummary {
    const bySession = new Map(this.tables.entries.all().map((entry) => [entry.session_id, entry]));
    const entries = generation.session_ids.flatMap((id) => bySession.get(id) ?? []);
    const count = (status: QueueEntry['status']) => entries.filter((entry) => entry.status === status).length;
    const failed = entries.filter((entry) => entry.status === 'failed');
    return {
      report_id: generation.id,
      month_year: generation.month_year,
      total: entries.length,
      queued: count('queued'),
      generating: count('generating'),
      done: count('done'),
      failed: failed.length,
      skipped: generation.skipped_ids.length,
      finished: count('queued') + count('generating') === 0,
      failures: failed.map((entry) => ({
        entry_id: entry.id,
        session_id: entry.session_id,
        student_name: this.studentName(entry.student_id),
        session_date: entry.session_date,
        reason: entry.reason ?? '',
      })),
    };
  }

  /** Stores bytes under a fresh, unguessable key. */
  keep(bytes: Uint8Array): string {
    const key = randomUUID();
    this.files.set(key, bytes);
    return key;
  }

  #kick(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => void this.#step(), this.settings.stepMs);
    this.#timer.unref();
  }

  async #step(): Promise<void> {
    const { entries } = this.tables;
    const next = entries
      .all()
      .filter((entry) => entry.status === 'queued')
      .sort((a, b) => a.id - b.id)[0];
    if (!next) {
      this.#timer = undefined;
      return;
    }
    entries.update(next.id, { status: 'generating' });
    await new Promise((resolve) => setTimeout(resolve, this.settings.stepMs));
    if (this.settings.stopAfter !== null && this.settings.stopAfter <= 0) {
      // The generator died: what it had in hand and everything still queued fail; what it finished stays.
      this.settings.stopAfter = null;
      for (const entry of entries.all().filter((row) => row.status === 'queued' || row.status === 'generating')) {
        entries.update(entry.id, { status: 'failed', reason: generationMessages.stopped });
      }
    } else {
      await this.#generate(next.id);
      if (this.settings.stopAfter !== null) this.settings.stopAfter -= 1;
    }
    this.#timer = undefined;
    this.#kick();
  }

  async #generate(entryId: number): Promise<void> {
    const { entries } = this.tables;
    const entry = entries.find(entryId);
    // Deleted while generating: nothing to keep.
    if (!entry) return;
    const session = this.session(entry.session_id);
    const refusal = !session ? generationMessages.sessionGone : session.note_status !== 'Signed' ? generationMessages.unsigned : null;
    if (!session || refusal) {
      entries.update(entry.id, { status: 'failed', reason: refusal });
      return;
    }
    const bytes = await this.render(session);
    if (!bytes) {
      entries.update(entry.id, { status: 'failed', reason: generationMessages.unsigned });
      return;
    }
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    entries.update(entry.id, { status: 'done', reason: null, storage_key: this.keep(bytes), page_count: pages, renders: entry.renders + 1 });
  }

  /** The session's note as its report, rendered by the notes area; undefined when the session has no note. */
  async render(session: ScheduledSession): Promise<Uint8Array | undefined> {
    const note = currentNote(this.db, session);
    return note ? new Uint8Array(await notePdf(this.db, note, session)) : undefined;
  }
}

const generators = new WeakMap<Db, SessionReportGenerator>();

/** The stand-in's one generator for a database. */
export function sessionReportGeneratorOf(db: Db): SessionReportGenerator {
  let generator = generators.get(db);
  if (!generator) {
    generator = new SessionReportGenerator(db);
    generators.set(db, generator);
  }
  return generator;
}
