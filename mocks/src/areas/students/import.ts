// POST student-import (multipart, a CSV or XLSX with a header row, read as every import reads it: kit/import.ts) and GET
// student-check-import-status. Each row is checked with the student rules (not a resource's, hence not
// registerImport); accepted rows are queued (see import-queue.ts), refused rows reported by line.
import type { Router } from 'express';
import { recordValues } from '../../kit/sheet-record.js';
import { readImportSheet, rowMessage, type ImportRowError } from '../../kit/import.js';
import type { AreaContext } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import { studentGuard } from './access.js';
import { drainImports, importQueue, processingMs } from './import-queue.js';
import type { Student } from './student.js';
import { nextClientCode, readStudentInput, studentValues, validateStudent } from './student-input.js';
import { students } from './table.js';
import { nowMs } from '../../kit/clock.js';

export const importColumns = ['first_name', 'last_name', 'dob', 'gender', 'agency_id'] as const;

export function registerStudentImport(router: Router, { db, auth }: AreaContext): void {
  const table = students(db);

  router.post('/student-import', ...studentGuard(auth, 'Add'), async (req, res) => {
    const upload = await readImportSheet(req, res, importColumns);
    if (!upload) return;
    const { header } = upload;

    drainImports(db);
    const queue = importQueue(db);
    const dueAt = nowMs() + processingMs(upload.records.length);
    const seen = new Set<string>();
    const errors: ImportRowError[] = [];
    const codes = [...table.all()];
    let imported = 0;
    for (const record of upload.records) {
      const input = readStudentInput(recordValues(header, record));
      const problems = validateStudent(db, table, input);
      const key = `${input.first_name ?? ''}|${input.last_name ?? ''}|${input.dob ?? ''}`.toLowerCase();
      if (problems.empty && seen.has(key)) problems.add('first_name', 'The file holds this student twice.');
      if (!problems.empty) {
        errors.push({ row: record.line, message: rowMessage(problems) });
        continue;
      }
      seen.add(key);
      const values = studentValues(input, true);
      values.client_code ??= nextClientCode(codes);
      codes.push(values as Student);
      queue.insert({ values, due_at: dueAt });
      imported += 1;
    }
    ok(res, {
      message: `${imported} student(s) queued for import, ${errors.length} row(s) rejected.`,
      data: { imported, rejected: errors.length, errors },
    });
  });

  router.get('/student-check-import-status', ...studentGuard(auth, 'List'), (_req, res) => {
    const pending = drainImports(db);
    const message = pending > 0 ? `${pending} student(s) are still being imported.` : 'No import is pending.';
    ok(res, { message, data: { pending_count: pending, message } });
  });
}
