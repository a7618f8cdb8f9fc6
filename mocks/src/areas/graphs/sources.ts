// The records graphs are drawn from, for one student: behaviour data, ABC entries and skill trials as staff
// recorded them, the student's behaviours, programs and targets, and the days with sessions.
import type { Db } from '../../db/index.js';
import type { AbcEntry } from '../student-data-entry/abc.js';
import { behaviorData, type BehaviorDataEntry } from '../student-data-entry/behavior-data.js';
import type { SkillData } from '../student-data-entry/skill-data.js';
import { behaviorRecords, type StudentBehavior } from '../student-behaviors/index.js';
import { programTables, type StudentProgram, type StudentTarget } from '../student-programs/records.js';
import { sessionMinutes } from './days.js';

export interface StudentData {
  behaviors: StudentBehavior[];
  programs: StudentProgram[];
  targets: StudentTarget[];
  behaviorEntries: BehaviorDataEntry[];
  abcEntries: AbcEntry[];
  skillEntries: SkillData[];
  /** Minutes of held sessions per day. */
  sessionMinutes: Map<string, number>;
  /** Days with a held session or data recorded. */
  sessionDays: Set<string>;
  /** First and last day with data recorded; undefined without any. */
  firstDate: string | undefined;
  lastDate: string | undefined;
}

export function studentData(db: Db, studentId: number): StudentData {
  const mine = <T extends { student_id: number }>(rows: readonly T[]) => rows.filter((row) => row.student_id === studentId);
  const { programs, targets } = programTables(db);
  const behaviorEntries = mine(behaviorData(db).active());
  const abcEntries = mine(db.defineTable<AbcEntry>('behavior_abc_entries').active());
  const skillEntries = mine(db.defineTable<SkillData>('student_skill_data').active());
  const dataDays = [...behaviorEntries, ...abcEntries, ...skillEntries].map((row) => row.date).sort();
  const minutes = sessionMinutes(db, studentId);
  return {
    behaviors: mine(behaviorRecords.table(db).active()),
    programs: mine(programs.active()),
    targets: mine(targets.active()),
    behaviorEntries,
    abcEntries,
    skillEntries,
    sessionMinutes: minutes,
    sessionDays: new Set([...minutes.keys(), ...dataDays]),
    firstDate: dataDays[0],
    lastDate: dataDays.at(-1),
  };
}

/** The percent of a mastery criterion ("80% across 3 consecutive sessions" → 80); undefined without one. */
export function criterionPercent(criteria: string | null | undefined): number | undefined {
  const match = /(\d{1,3})\s*%/.exec(criteria ?? '');
  return match ? Math.min(100, Number(match[1])) : undefined;
}
