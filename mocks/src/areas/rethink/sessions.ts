// The Rethink sessions the portal has pulled: each imported, or failed with its reason. A pull of a range adds the
// sessions it has not seen (by Rethink's external id) and counts the rest as skipped; failures go to the error log.
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { instantAt, shiftDays, timestamp, today } from '../../kit/dates.js';
import { recordError } from '../monitoring/index.js';
import { rethinkSessionsOf, type RethinkSource } from './simulation.js';

export interface RethinkSession extends Row, RethinkSource {
  /** Imported or Failed. */
  status: string;
  imported_at: string;
}

export const rethinkTable = 'rethink_sessions';

/** Days the seed has already pulled, up to yesterday. */
const seededDays = 21;

export function rethinkSessions(db: Db): Table<RethinkSession> {
  return db.defineTable<RethinkSession>(rethinkTable, () => seedRethink(db));
}

export interface PullResult {
  date_from: string;
  date_to: string;
  received: number;
  imported: number;
  failed: number;
  skipped: number;
}

/** Every day from one to another, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDays(day, 1)) days.push(day);
  return days;
}

/** Pulls the days' sessions. */
export function pullRethink(db: Db, from: string, to: string): PullResult {
  const table = rethinkSessions(db);
  const known = new Set(table.all().map((row) => row.external_id));
  const result: PullResult = { date_from: from, date_to: to, received: 0, imported: 0, failed: 0, skipped: 0 };
  for (const day of daysBetween(from, to)) {
    for (const source of rethinkSessionsOf(db, day)) {
      result.received += 1;
      if (known.has(source.external_id)) {
        result.skipped += 1;
        continue;
      }
      table.insert(received(source, timestamp()));
      if (source.failure_reason) {
        result.failed += 1;
        recordError(db, 'Rethink importer', source.failure_reason);
      } else result.imported += 1;
    }
  }
  return result;
}

function received(source: RethinkSource, at: string): NewRow<RethinkSession> {
  return { ...source, status: source.failure_reason ? 'Failed' : 'Imported', imported_at: at, created_at: at, updated_at: at };
}

/** The nightly pulls of the last weeks, each at 02:00 the night after its day (their failures are in the seeded log). */
function seedRethink(db: Db): NewRow<RethinkSession>[] {
  const yesterday = shiftDays(today(), -1);
  return daysBetween(shiftDays(yesterday, -(seededDays - 1)), yesterday).flatMap((day) =>
    rethinkSessionsOf(db, day).map((source) => received(source, timestamp(instantAt(shiftDays(day, 1), 2)))),
  );
}
