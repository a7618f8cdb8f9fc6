// A note as the API answers it: the session beside it, its fields with their answers, the signatures and the report
// at their storage addresses, the checks as they stand and the addenda in order. A session with no note yet answers
// what the note will hold.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { callerOf } from '../../server/auth.js';
import type { ScheduledSession } from '../billing-schedule/sessions.js';
import { checksOf, fieldsOf, rowOf } from './notes.js';
import type { SessionNoteRow } from './rows.js';
import { templateFor } from './template.js';
import { mayWriteNote } from './writers.js';

export const storagePaths = {
  report: '/storage/session-notes',
  signature: '/storage/session-note-signatures',
  file: '/storage/session-files',
} as const;

export function storageBase(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}`;
}

export function reportFileName(studentName: string, date: string): string {
  const slug =
    studentName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'student';
  return `session-note-${slug}-${date}.pdf`;
}

export function presentNote(req: Request, db: Db, session: ScheduledSession, note: SessionNoteRow | undefined) {
  const row = rowOf(db, session);
  const base = storageBase(req);
  const template = note ? undefined : templateFor(db, row);
  return {
    id: note?.id ?? null,
    session_id: session.id,
    status: note?.status ?? 'not_started',
    template_id: note ? note.template_id : template!.id,
    template_name: note ? note.template_name : template!.name,
    student_id: row.student_id,
    student_name: row.student_name,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    service_name: row.service_name,
    hcode: row.hcode,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    units: row.units,
    session_status: row.status,
    fields: fieldsOf(db, session, note).map((field) => ({ ...field, answer: note?.answers[field.key] ?? null })),
    requires_guardian_signature: note ? note.requires_guardian_signature : template!.guardian_required,
    signatures: (note?.signatures ?? []).map(({ storage_key, user_id: _userId, mime_type: _type, ...signature }) => ({
      ...signature,
      url: `${base}${storagePaths.signature}/${storage_key}`,
    })),
    checks: checksOf(db, session),
    addenda: note?.addenda ?? [],
    completed_at: note?.completed_at ?? null,
    completed_by_name: note?.completed_by_name ?? null,
    updated_at: note?.updated_at ?? null,
    can_write: mayWriteNote(callerOf(req).user, session),
    pdf_url: note ? `${base}${storagePaths.report}/${note.storage_key}/${reportFileName(row.student_name, row.date)}` : null,
  };
}
