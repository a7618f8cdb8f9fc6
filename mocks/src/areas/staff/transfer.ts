// POST staff-import (multipart, CSV or XLSX with a header row) with GET staff-import/check-import-status, and POST
// staff-export (the filtered, searched list as a real XLSX). Imported rows are checked with the create rules, then
// queued: they join the list a moment later, counted as pending until then.
import type { Router } from 'express';
import type { Db, User } from '../../db/index.js';
import type { NewRow, Row, Table } from '../../db/table.js';
import { today, usDate } from '../../kit/dates.js';
import { offerFile, sheetFile } from '../../kit/export.js';
import { readImportSheet, rowMessage, type ImportRowError } from '../../kit/import.js';
import { readInput } from '../../kit/input.js';
import type { ResourceParts } from '../../kit/types.js';
import { recordValues } from '../../kit/sheet-record.js';
import { validateRecord } from '../../kit/validate-record.js';
import type { AreaContext } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import { processingMs } from '../students/import-queue.js';
import { listUsers } from './listing.js';
import { presentUsers } from './present.js';
import { checkUser, userCasts, userFillable } from './user-input.js';
import { userRules } from './user-rules.js';
import * as clock from '../../kit/clock.js';

export const staffImportColumns = ['first_name', 'last_name', 'email'] as const;

interface QueuedUser extends Row {
  values: Partial<User>;
  due_at: number;
}

function importQueue(db: Db): Table<QueuedUser> {
  return db.defineTable<QueuedUser>('staff_import_queue');
}

/** Saves the queued rows whose time has come; answers how many are still pending. */
export function drainImports(db: Db, now = clock.nowMs()): number {
  const queue = importQueue(db);
  let pending = 0;
  for (const entry of queue.all()) {
    if (entry.due_at > now) {
      pending += 1;
      continue;
    }
    // A row whose email was taken while it waited is dropped, never saved twice.
    if (!db.userByEmail(String(entry.values.email))) db.users.insert(entry.values as NewRow<User>);
    queue.purge(entry.id);
  }
  return pending;
}

const exportColumns = ['ID', 'First name', 'Last name', 'Email', 'Phone', 'Type', 'Title', 'Status', 'Hire date', 'Credentials'];

export function registerStaffTransfer(router: Router, { db }: AreaContext, parts: ResourceParts<User>): void {
  router.post('/staff-import', ...parts.guards('create'), async (req, res) => {
    const sheet = await readImportSheet(req, res, staffImportColumns);
    if (!sheet) return;
    drainImports(db);
    const queue = importQueue(db);
    const dueAt = clock.nowMs() + processingMs(sheet.records.length);
    const seen = new Set(queue.all().map((entry) => String(entry.values.email).toLowerCase()));
    const errors: ImportRowError[] = [];
    let imported = 0;
    for (const record of sheet.records) {
      const input = readInput<User>(recordValues(sheet.header, record), { fillable: userFillable, casts: userCasts });
      const problems = validateRecord(parts.table, userRules, input);
      const values = checkUser(db, input, problems);
      if (values.user_type === 'Parent') problems.add('user_type', 'The selected user type is invalid.');
      const email = String(input.email ?? '').toLowerCase();
      if (problems.empty && seen.has(email)) problems.add('email', 'The email has already been taken.');
      if (!problems.empty) {
        errors.push({ row: record.line, message: rowMessage(problems) });
        continue;
      }
      seen.add(email);
      queue.insert({ values, due_at: dueAt } as NewRow<QueuedUser>);
      imported += 1;
    }
    ok(res, {
      message: `${imported} staff member(s) queued for import, ${errors.length} row(s) rejected.`,
      data: { imported, rejected: errors.length, errors },
    });
  });

  router.get('/staff-import/check-import-status', ...parts.guards('list'), (_req, res) => {
    const pending = drainImports(db);
    const message = pending > 0 ? `${pending} staff member(s) are still being imported.` : 'No import is pending.';
    ok(res, { message, data: { pending_count: pending, message } });
  });

  router.post('/staff-export', ...parts.guards('list'), async (req, res) => {
    drainImports(db);
    const present = presentUsers(db);
    const rows = listUsers(req, () => parts.table.active(), db).map(present);
    const cells = rows.map((row) => [
      row.id,
      row.first_name,
      row.last_name,
      row.email,
      row.phone,
      row.user_type,
      (row.title as { name?: string } | null)?.name ?? '',
      row.status === 1 ? 'Active' : 'Inactive',
      row.hire_date,
      (row.credentials as { name: string; expires_on: string }[]).map(
        (credential) => `${credential.name} (expires ${usDate(credential.expires_on)})`,
      ),
    ]);
    const file = await sheetFile('xlsx', 'Staff', exportColumns, cells);
    ok(res, { message: `${rows.length} staff member(s) exported.`, data: offerFile(req, db, { fileName: `staff-${today()}.xlsx`, ...file }) });
  });
}
