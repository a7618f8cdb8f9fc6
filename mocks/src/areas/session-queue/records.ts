// The generation queue's records: one entry per session (a session is generated once, whatever the number of
// generations that asked for it), the generations ("report ids": a month and a set of students), and merged reports.
import type { Db, Table } from '../../db/index.js';
import type { Row } from '../../db/table.js';
import { seedGeneration } from './seed.js';

export type QueueStatus = 'queued' | 'generating' | 'done' | 'failed';
export const queueStatuses: readonly QueueStatus[] = ['queued', 'generating', 'done', 'failed'];

export interface QueueEntry extends Row {
  /** The generation that last queued this session. */
  report_id: number;
  session_id: number;
  student_id: number;
  session_date: string;
  /** YYYY-MM of the session's date. */
  session_month_year: string;
  status: QueueStatus;
  /** Why the report failed; null unless failed. */
  reason: string | null;
  generated_by: number;
  /** The report's PDF, once done: where the bytes are kept and how many pages it has. */
  storage_key: string | null;
  page_count: number | null;
  /** How many times a PDF was made for this session (never more than once unless regenerated after a failure). */
  renders: number;
}

export interface Generation extends Row {
  month_year: string;
  /** The students asked for; empty for every student with sessions that month. */
  student_ids: number[];
  /** Every session the generation covers, including those already done when it started. */
  session_ids: number[];
  /** Of those, the ones already done when it started: skipped, not generated again. */
  skipped_ids: number[];
  generated_by: number;
}

export interface MergedReport extends Row {
  name: string;
  entry_ids: number[];
  student_ids: number[];
  page_count: number;
  storage_key: string;
  created_by: number;
}

export interface SessionQueueTables {
  entries: Table<QueueEntry>;
  generations: Table<Generation>;
  merged: Table<MergedReport>;
}

export function sessionQueueTables(db: Db): SessionQueueTables {
  const seeded = seedGeneration(db);
  return {
    generations: db.defineTable<Generation>('session_report_generations', () => seeded.generations),
    entries: db.defineTable<QueueEntry>('session_report_queues', () => seeded.entries),
    merged: db.defineTable<MergedReport>('session_merged_reports', () => seeded.merged),
  };
}

/** The YYYY-MM a session date falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}
