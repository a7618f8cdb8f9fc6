// POST student-import (multipart, a CSV with a header row) and GET student-check-import-status. Each row is
// checked with the student rules; accepted rows are queued (see import-queue.ts), refused rows reported by line.
import type { Router } from 'express';
import type { AreaContext } from '../../server/area.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { studentGuard } from './access.js';
import { csvRecords } from './files/csv.js';
import { drainImports, importQueue, processingMs } from './import-queue.js';
import { nextClientCode } from './lifecycle.js';
import type { Student } from './student.js';
import { readStudentInput, studentValues, validateStudent } from './student-input.js';
import { students } from './table.js';

export const importColumns = ['first_name', 'last_name', 'dob', 'gender', 'agency_id'] as const;
const csvTypes = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

export function registerStudentImport(router: Router, { db, auth }: AreaContext): void {
  const table = students(db);

  router.post('/student-import', ...studentGuard(auth, 'Add'), (req, res) => {
    const files = Array.isArray(req.files) ? req.files : [];
    const upload = files.find((file) => file.fieldname === 'file') ?? files[0];
    if (!upload) {
      unprocessable(res, new FieldErrors().add('file', 'The file field is required.'));
      return;
    }
    if (!/\.(csv|txt)$/i.test(upload.originalname) || !csvTypes.includes(upload.mimetype.split(';')[0]!.trim())) {
      unprocessable(res, new FieldErrors().add('file', 'The file field must be a file of type: csv, txt.'));
      return;
    }
    const { header, records } = csvRecords(upload.buffer.toString('utf8'));
    const missing = importColumns.filter((column) => !header.includes(column));
    if (missing.length > 0) {
      unprocessable(res, new FieldErrors().add('file', `The file is missing the column(s): ${missing.join(', ')}.`));
      return;
    }

    drainImports(db);
    const queue = importQueue(db);
    const dueAt = Date.now() + processingMs(records.length);
    const seen = new Set<string>();
    const errors: { row: number; message: string }[] = [];
    const codes = [...table.all()];
    let imported = 0;
    records.forEach((record, index) => {
      const input = readStudentInput(record);
      const problems = validateStudent(db, table, input);
      const key = `${input.first_name ?? ''}|${input.last_name ?? ''}|${input.dob ?? ''}`.toLowerCase();
      if (problems.empty && seen.has(key)) problems.add('first_name', 'The file holds this student twice.');
      if (!problems.empty) {
        errors.push({ row: index + 2, message: Object.values(problems.toJSON()).flat().join(' ') });
        return;
      }
      seen.add(key);
      const values = studentValues(input, true);
      values.client_code ??= nextClientCode(codes);
      codes.push(values as Student);
      queue.insert({ values, due_at: dueAt });
      imported += 1;
    });
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
