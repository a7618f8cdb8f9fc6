// Imported students are processed in the background, as the practice API queues them: the import answers at once
// with what it accepted, the rows join the list a moment later, and until then student-check-import-status counts
// them as pending (the list shows its banner meanwhile).
import type { Db } from '../../db/index.js';
import type { Row, Table } from '../../db/table.js';
import type { Student } from './student.js';
import { students } from './table.js';
import * as clock from '../../kit/clock.js';

export interface QueuedStudent extends Row {
  values: Partial<Student>;
  /** Epoch milliseconds after which the row is saved. */
  due_at: number;
}

export const importQueueTable = 'student_import_queue';

/** How long an import's rows stay pending: a second, and 50 ms a row, at most 8 seconds. */
export function processingMs(rows: number): number {
  return Math.min(8000, 1000 + 50 * rows);
}

export function importQueue(db: Db): Table<QueuedStudent> {
  return db.defineTable<QueuedStudent>(importQueueTable);
}

/** Saves the queued rows whose time has come; answers how many are still pending. */
export function drainImports(db: Db, now = clock.nowMs()): number {
  const queue = importQueue(db);
  const table = students(db);
  let pending = 0;
  for (const entry of queue.all()) {
    if (entry.due_at <= now) {
      table.insert(entry.values as Student);
      queue.purge(entry.id);
    } else {
      pending += 1;
    }
  }
  return pending;
}
