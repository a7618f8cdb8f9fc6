// The queue as an earlier month left it: one generation of completed sessions of the earliest month with any (done
// when the note is signed, failed with the reason when not), and one merge of a student's two done reports. Their
// PDFs are made on first request (the generator knows them by their seeded storage keys).
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { sessionTable } from '../billing-schedule/sessions.js';
import type { Generation, MergedReport, QueueEntry } from './records.js';

export const seededGenerationSize = 12;
const unsignedReason = 'The session note is not signed, so there is no note to report.';

export function seedGeneration(db: Db): { generations: NewRow<Generation>[]; entries: NewRow<QueueEntry>[]; merged: NewRow<MergedReport>[] } {
  const completed = sessionTable(db)
    .active()
    .filter((session) => session.status === 'Completed')
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const month = completed[0]?.date.slice(0, 7);
  // A few students' whole month (their sessions together), so that a student has two reports to merge.
  const sessions = completed
    .filter((session) => session.date.slice(0, 7) === month)
    .sort((a, b) => a.student_id - b.student_id || a.date.localeCompare(b.date) || a.id - b.id)
    .slice(0, seededGenerationSize);
  if (!month || sessions.length === 0) return { generations: [], entries: [], merged: [] };
  const by = db.users.all().find((user) => user.user_type === 'Office Administrator')?.id ?? 1;
  const entries = sessions.map((session): NewRow<QueueEntry> => {
    const done = session.note_status === 'Signed';
    return {
      report_id: 1,
      session_id: session.id,
      student_id: session.student_id,
      session_date: session.date,
      session_month_year: month,
      status: done ? 'done' : 'failed',
      reason: done ? null : unsignedReason,
      generated_by: by,
      storage_key: done ? `seeded-report-${session.id}` : null,
      // Counted when the seeded PDF is first made (settleSeeded).
      page_count: done ? 1 : null,
      renders: done ? 1 : 0,
    };
  });
  const generation: NewRow<Generation> = {
    id: 1,
    month_year: month,
    student_ids: [],
    session_ids: sessions.map((session) => session.id),
    skipped_ids: [],
    generated_by: by,
  };
  // Entries are numbered from 1 in order, so a done entry's id is its place plus one.
  const done = entries.map((entry, index) => ({ entry, id: index + 1 })).filter(({ entry }) => entry.status === 'done');
  const pair = done.flatMap((first) =>
    done.filter((second) => second.id > first.id && second.entry.student_id === first.entry.student_id).map((second) => [first, second]),
  )[0];
  const merged: NewRow<MergedReport>[] = pair
    ? [
        {
          name: 'Earlier session notes',
          entry_ids: pair.map(({ id }) => id),
          student_ids: [pair[0]!.entry.student_id],
          page_count: 2,
          storage_key: `seeded-merged-${pair.map(({ id }) => id).join('-')}`,
          created_by: by,
        },
      ]
    : [];
  return { generations: [generation], entries, merged };
}
