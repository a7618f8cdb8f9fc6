// Merging reports: every entry must exist and be done; reports of different students are merged only when the
// request says `allow_different_students` (a merge is usually one student's month, sent to one funder).
import type { Request, Response } from 'express';
import { unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { SessionReportGenerator } from './generator.js';
import type { QueueEntry } from './records.js';
import { mergePdfs } from './report-pdf.js';

export const mergeMessages = {
  required: 'Choose at least two reports to merge.',
  notDone: 'Only generated reports can be merged.',
  differentStudents: 'The reports belong to different students. Tick "Allow different students" to merge them anyway.',
  unknown: 'The selected reports are invalid.',
} as const;

export interface Merged {
  entries: QueueEntry[];
  studentIds: number[];
  bytes: Uint8Array;
  pageCount: number;
}

/** The merged PDF of the reports a request names, or undefined after refusing it. */
export async function mergeRequested(req: Request, res: Response, generator: SessionReportGenerator): Promise<Merged | undefined> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
  const errors = new FieldErrors();
  const entries = ids.map((id) => generator.tables.entries.find(id));
  if (ids.length < 2) errors.add('ids', mergeMessages.required);
  else if (entries.some((entry) => !entry)) errors.add('ids', mergeMessages.unknown);
  else if (entries.some((entry) => entry!.status !== 'done' || !entry!.storage_key)) errors.add('ids', mergeMessages.notDone);
  const found = entries.filter((entry): entry is QueueEntry => entry !== undefined);
  const studentIds = [...new Set(found.map((entry) => entry.student_id))];
  const allow = body.allow_different_students === true || body.allow_different_students === 1 || body.allow_different_students === '1';
  if (errors.empty && studentIds.length > 1 && !allow) errors.add('allow_different_students', mergeMessages.differentStudents);
  if (!errors.empty) {
    unprocessable(res, errors, { status: false });
    return undefined;
  }
  const sources = (await Promise.all(found.map((entry) => generator.bytesOf(entry.storage_key!)))).filter(
    (bytes): bytes is Uint8Array => bytes !== undefined,
  );
  const { bytes, pageCount } = await mergePdfs(sources, 'Merged session notes');
  return { entries: found, studentIds, bytes, pageCount };
}
