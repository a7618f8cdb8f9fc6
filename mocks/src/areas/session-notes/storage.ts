// The files the notes area serves at unguessable addresses (the address is the credential, as with the API's storage
// links): the report PDF, rendered from the note as it is at each request, and the signature images.
import type { Router } from 'express';
import type { Db } from '../../db/index.js';
import { notFound } from '../../server/replies.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { rowOf } from './notes.js';
import type { SessionNoteRow } from './rows.js';
import { reportPdf } from './pdf.js';
import { reportFileName, storagePaths } from './present.js';
import { seededSignatureKey, strokePng } from './seeded-signature.js';
import { bytesOf, notesTable } from './store.js';
import { usDateTime } from '../../kit/dates.js';

/** The name the report carries: the practice's, as its letterhead reads. */
export const practiceName = 'Bright Path ABA';

function signatureBytes(db: Db, key: string): Buffer | undefined {
  const seeded = seededSignatureKey.exec(key);
  return seeded ? strokePng(Number(seeded[1])) : bytesOf(db, key);
}

/** A session's note as its report PDF, as the note is now (the generation queue renders its reports with it too). */
export async function notePdf(db: Db, note: SessionNoteRow, session: ScheduledSession): Promise<Buffer> {
  const row = rowOf(db, session);
  return reportPdf({
    practiceName,
    title: note.template_name,
    status:
      note.status === 'completed'
        ? `Completed ${note.completed_at ? usDateTime(new Date(note.completed_at)) : ''} by ${note.completed_by_name}`
        : 'Draft',
    session: {
      studentName: row.student_name,
      date: row.date,
      serviceName: row.service_name,
      hcode: row.hcode,
      startTime: row.start_time,
      endTime: row.end_time,
      units: row.units,
      staffName: row.staff_name,
    },
    fields: note.fields,
    answers: note.answers,
    signatures: note.signatures.map((signature) => ({ ...signature, bytes: signatureBytes(db, signature.storage_key) })),
    addenda: note.addenda,
  });
}

export function registerNoteStorage(router: Router, db: Db): void {
  router.get(`${storagePaths.signature}/:key`, (req, res) => {
    const bytes = signatureBytes(db, req.params.key);
    const signature = notesTable(db)
      .active()
      .flatMap((note) => note.signatures)
      .find((given) => given.storage_key === req.params.key);
    if (!bytes || !signature) return notFound(res, 'File not found.');
    res.status(200).type(signature.mime_type).set('Cache-Control', 'private, no-store').send(bytes);
  });

  router.get(`${storagePaths.report}/:key/:name`, async (req, res) => {
    const note = notesTable(db)
      .active()
      .find((row) => row.storage_key === req.params.key);
    const session = note ? sessionTable(db).find(note.session_id) : undefined;
    if (!note || !session) return notFound(res, 'File not found.');
    const row = rowOf(db, session);
    const pdf = await notePdf(db, note, session);
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${reportFileName(row.student_name, row.date)}"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
