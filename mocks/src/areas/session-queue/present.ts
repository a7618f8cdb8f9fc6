// How the queue's records read in the API's answers: names beside ids, and a storage address for each PDF.
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import type { SessionReportGenerator } from './generator.js';
import type { MergedReport, QueueEntry } from './records.js';

export const reportStoragePath = '/storage/session-reports';

export function storageUrl(req: Request, key: string, fileName: string): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}${reportStoragePath}/${key}/${encodeURIComponent(fileName)}`;
}

export function entryFileName(generator: SessionReportGenerator, entry: QueueEntry): string {
  const name = generator.studentName(entry.student_id).replace(/[^\w]+/g, '-');
  return `session-note-${name}-${entry.session_date}.pdf`;
}

export function presentEntry(req: Request, db: Db, generator: SessionReportGenerator) {
  return (entry: QueueEntry) => {
    const session = generator.session(entry.session_id);
    return {
      ...entry,
      student_name: generator.studentName(entry.student_id),
      staff_name: session ? (db.users.find(session.staff_id)?.name ?? null) : null,
      hcode: session?.hcode ?? null,
      start_time: session?.start_time ?? null,
      end_time: session?.end_time ?? null,
      units: session?.units ?? null,
      generated_by_name: db.users.find(entry.generated_by)?.name ?? null,
      url: entry.storage_key ? storageUrl(req, entry.storage_key, entryFileName(generator, entry)) : null,
    };
  };
}

export function presentMerged(req: Request, db: Db, generator: SessionReportGenerator) {
  return (report: MergedReport) => ({
    ...report,
    student_names: report.student_ids.map((id) => generator.studentName(id)),
    created_by_name: db.users.find(report.created_by)?.name ?? null,
    url: storageUrl(req, report.storage_key, `${report.name.replace(/[^\w]+/g, '-')}.pdf`),
  });
}
