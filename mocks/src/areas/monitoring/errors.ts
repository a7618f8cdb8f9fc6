// The API's error log, grouped by source and description: each group counts its occurrences and keeps when it was
// first and last seen. The imports, sheets links, the Rethink importer and the cron jobs record their failures here.
import type { Db } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { timestamp } from '../../kit/dates.js';
import * as clock from '../../kit/clock.js';

export interface ErrorGroup extends Row {
  source: string;
  description: string;
  count: number;
  first_seen_at: string;
  last_seen_at: string;
}

export const errorGroupsTable = 'error_descriptions';

const hour = 3_600_000;

/** A month of the errors a practice's integrations typically log. */
const seeded: readonly [string, string, number, number][] = [
  ['Rethink importer', 'Student not found in the portal.', 41, 26],
  ['Rethink importer', 'No active authorization for the session date.', 23, 3],
  ['Rethink importer', 'Service is not mapped to a billing code.', 9, 50],
  ['Kareo import', 'The file is missing the column: Encounter ID.', 2, 120],
  ['Sheets link', 'The sheet could not be read: access denied by the owner.', 6, 8],
  ['Cron', 'Eligibility batch timed out waiting for the clearing-house.', 4, 30],
  ['API', 'SQLSTATE[40001]: Serialization failure: 1213 Deadlock found when trying to get lock.', 3, 200],
  ['API', 'Call to a member function format() on null (SessionReportController).', 12, 14],
  ['API', 'cURL error 28: Operation timed out after 30001 milliseconds (fax gateway).', 7, 70],
];

function seedErrorGroups(): NewRow<ErrorGroup>[] {
  const now = clock.nowMs();
  return seeded.map(([source, description, count, hoursAgo]) => ({
    source,
    description,
    count,
    first_seen_at: timestamp(new Date(now - (hoursAgo + 24 * 20) * hour)),
    last_seen_at: timestamp(new Date(now - hoursAgo * hour)),
  }));
}

export function errorGroups(db: Db): Table<ErrorGroup> {
  return db.defineTable<ErrorGroup>(errorGroupsTable, seedErrorGroups);
}

/** Counts one more occurrence of an error (a new group when its source and description are new). */
export function recordError(db: Db, source: string, description: string, times = 1): void {
  if (times <= 0) return;
  const table = errorGroups(db);
  const at = timestamp();
  const group = table.active().find((row) => row.source === source && row.description === description);
  if (group) table.update(group.id, { count: group.count + times, last_seen_at: at });
  else table.insert({ source, description, count: times, first_seen_at: at, last_seen_at: at });
}
