// Rethink's side, simulated: the sessions Rethink holds for a day are worked out from the day alone (a hash of its
// date), so every pull of the same day sees the same sessions, and each session has a stable external id. Some cannot
// be imported, for the reasons a real connector meets (a student Rethink knows and the portal does not, no active
// authorization, a service with no billing code, an overlap).
import type { Db } from '../../db/index.js';
import { weekdayOf } from '../../kit/dates.js';
import { fullName } from '../students/student.js';
import { scopedSeed } from '../../db/faker.js';
import { detailedStudents } from '../students/table.js';
import { relatedRecords, staffRecords } from '../students/related.js';

export const failureReasons = [
  'Student not found in the portal.',
  'No active authorization for the session date.',
  'Service is not mapped to a billing code.',
  'Overlaps another session of the student.',
] as const;

/** Students Rethink has and the portal does not. */
const unknownStudents = ['Avery Quinlan', 'Jordan Pike', 'Rowan Ellery'];

export interface RethinkSource {
  external_id: string;
  student_id: number | null;
  student_name: string;
  staff_name: string | null;
  service_line_id: number | null;
  service_id: number | null;
  date: string;
  start_time: string;
  end_time: string;
  units: number;
  /** Why the portal refuses it; null when it can be imported. */
  failure_reason: string | null;
}

/** A stable number for a text (FNV-1a, as the seeded fakers are scoped). */
const hash = (text: string) => scopedSeed(0, text);

const pad = (value: number) => String(value).padStart(2, '0');

/** The sessions Rethink holds for a day. */
export function rethinkSessionsOf(db: Db, day: string): RethinkSource[] {
  const students = detailedStudents(db);
  const services = relatedRecords(db, 'services');
  const staff = staffRecords(db);
  const weekend = weekdayOf(day) === 0 || weekdayOf(day) === 6;
  const count = weekend ? hash(day) % 3 : 6 + (hash(day) % 7);
  return Array.from({ length: count }, (_, index) => {
    const h = hash(`${day}#${index}`);
    const failure = h % 5 === 0 ? failureReasons[(h >>> 4) % failureReasons.length]! : null;
    const unknown = failure === failureReasons[0];
    const student = students[(h >>> 6) % students.length]!;
    const service = services[(h >>> 10) % services.length]!;
    const start = 8 + ((h >>> 14) % 9);
    const units = 4 + ((h >>> 18) % 5);
    const endMinutes = start * 60 + units * 15;
    return {
      external_id: `RT-${day.replace(/-/g, '')}-${pad(index + 1)}`,
      student_id: unknown ? null : student.id,
      student_name: unknown ? unknownStudents[h % unknownStudents.length]! : fullName(student),
      staff_name: staff.length > 0 ? staff[(h >>> 22) % staff.length]!.name : null,
      service_line_id: service.service_line_id ?? null,
      service_id: service.id,
      date: day,
      start_time: `${pad(start)}:00`,
      end_time: `${pad(Math.floor(endMinutes / 60))}:${pad(endMinutes % 60)}`,
      units,
      failure_reason: failure,
    };
  });
}
