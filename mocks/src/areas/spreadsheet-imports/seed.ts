// The import log on a fresh start: last month's session sheet sent a second time (its rows found already present,
// nothing written) and a DOE file whose every row was refused (nothing written either), so the log and an area's
// list show both outcomes.
import type { Db } from '../../db/index.js';
import type { NewRow } from '../../db/table.js';
import { daysLater, timestamp } from '../../kit/dates.js';
import type { StudentSession } from '../student-sessions/index.js';
import { relatedNames } from '../students/related.js';
import { fullName } from '../students/student.js';
import { students } from '../students/table.js';
import { kindSpecs } from './kinds.js';
import type { ImportLog, LoggedRow } from './log.js';
import { tally } from './tally.js';
import * as clock from '../../kit/clock.js';

// The demo office administrator sent both.
const officeAdministratorId = 2;

function finished(
  base: Omit<
    NewRow<ImportLog>,
    'status' | 'total_rows' | 'imported' | 'already_present' | 'rejected' | 'processed_rows' | 'errors' | 'started_at' | 'finished_at'
  >,
  at: Date,
): NewRow<ImportLog> {
  const counts = tally(base.rows);
  const status = counts.rejected === 0 ? 'completed' : counts.imported + counts.already_present > 0 ? 'completed_with_errors' : 'failed';
  return {
    ...base,
    ...counts,
    status,
    total_rows: base.rows.length,
    created_at: timestamp(at),
    started_at: timestamp(at),
    finished_at: timestamp(at),
  };
}

export function seedImportLogs(db: Db): NewRow<ImportLog>[] {
  const sender = db.users.find(officeAdministratorId);
  const by = { uploaded_by_id: sender?.id ?? null, uploaded_by: sender?.name ?? null };
  const services = relatedNames(db, 'services');
  const sessions = db
    .table<StudentSession>('student_sessions')
    .active()
    .filter((row) => row.status === 'Completed')
    .slice(0, 3);
  const sessionRows: LoggedRow[] = sessions.map((session, index) => {
    const student = students(db).find(session.student_id);
    const service = services.get(session.service_id) ?? String(session.service_id);
    return {
      row: index + 2,
      outcome: 'already_present',
      student_id: session.student_id,
      student_name: student ? fullName(student) : null,
      date: session.date,
      start_time: session.start_time,
      end_time: session.end_time,
      service,
      session_id: session.id,
      message: `Already present as session ${session.id}.`,
      cells: [String(session.student_id), String(session.staff_id), service, session.date, session.start_time, session.end_time],
    };
  });
  const refused = (row: number, studentId: string, message: string): LoggedRow => ({
    row,
    outcome: 'rejected',
    student_id: null,
    student_name: null,
    date: null,
    start_time: null,
    end_time: null,
    service: 'Direct Therapy',
    session_id: null,
    message,
    cells: [studentId, '3', 'Direct Therapy', '10/02/2026', '09:00', '10:00'],
  });
  const now = clock.now();
  return [
    finished(
      {
        area: 'Invoice',
        kind: 'invoice-data',
        file_name: 'sessions-resent.xlsx',
        file_type: 'xlsx',
        storage_key: '',
        sheets: ['Summary', 'Sessions'],
        chosen_sheet: 'Sessions',
        header: kindSpecs['invoice-data'].columns,
        rows: sessionRows,
        ...by,
      },
      daysLater(now, -6),
    ),
    finished(
      {
        area: 'Invoice',
        kind: 'invoice-doe',
        file_name: 'doe-sessions.csv',
        file_type: 'csv',
        storage_key: '',
        sheets: ['CSV'],
        chosen_sheet: 'CSV',
        header: kindSpecs['invoice-doe'].columns,
        rows: [refused(2, '990001', 'Student ID 990001 is not a student.'), refused(3, '990002', 'Student ID 990002 is not a student.')],
        ...by,
      },
      daysLater(now, -3),
    ),
  ];
}
