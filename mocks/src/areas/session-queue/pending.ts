// Sessions whose target data is missing: a completed session, up to today, of a student with targets in training,
// on a day with no skill data recorded for that student. Filters: studentId, startDate, endDate (the API's spelling).
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import { sessionTable, type ScheduledSession } from '../billing-schedule/sessions.js';
import { programTables } from '../student-programs/records.js';
import type { SkillData } from '../student-data-entry/skill-data.js';

export interface PendingFilter {
  studentId?: number;
  startDate?: string;
  endDate?: string;
}

export function pendingTargetSessions(db: Db, filter: PendingFilter): { session: ScheduledSession; targets: number }[] {
  const training = new Map<number, number>();
  for (const target of programTables(db).targets.active()) {
    if (target.status === 'In Training') training.set(target.student_id, (training.get(target.student_id) ?? 0) + 1);
  }
  const recorded = new Set(
    db
      .table<SkillData>('student_skill_data')
      .active()
      .map((row) => `${row.student_id}:${row.date}`),
  );
  const last = today();
  return sessionTable(db)
    .active()
    .filter(
      (session) =>
        session.status === 'Completed' &&
        session.date <= last &&
        (filter.studentId === undefined || session.student_id === filter.studentId) &&
        (filter.startDate === undefined || session.date >= filter.startDate) &&
        (filter.endDate === undefined || session.date <= filter.endDate) &&
        (training.get(session.student_id) ?? 0) > 0 &&
        !recorded.has(`${session.student_id}:${session.date}`),
    )
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .map((session) => ({ session, targets: training.get(session.student_id) ?? 0 }));
}
