// The row-by-row check of a goal sheet, before anything is written. Each row is a goal: its student (by full name),
// its name, its skill area (by name), optionally the parent goal it is a sub-goal of (a top-level goal of the same
// student, already saved or on an earlier row), its targets separated by ';', its recording type and mastery
// criteria. Every problem is reported by row and column, a near-miss name with the known name it was meant to be.
// A valid row whose goal the student already has (same name, same parent) is a duplicate: importing it adds nothing.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import type { SheetRecord } from '../../kit/sheet-record.js';
import { recordValues } from '../../kit/sheet-record.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import { students } from '../students/table.js';
import { recordingTypes, type Goal } from './goal.js';
import { nearestName } from './near-miss.js';
import { studentName } from './present.js';

export const goalImportColumns = ['student_name', 'parent_goal', 'goal_name', 'skill_area', 'targets', 'recording_type', 'mastery_criteria'] as const;
export const requiredGoalImportColumns = ['student_name', 'goal_name', 'skill_area'] as const;

export interface GoalImportProblem {
  row: number;
  column: string;
  value: string | null;
  message: string;
  suggestion: string | null;
}

/** A row that passed, with what it becomes. */
export interface CheckedGoalRow {
  row: number;
  student_id: number;
  name: string;
  skill_area_id: number;
  /** The parent goal's name, for a sub-goal. */
  parent_name: string | null;
  targets: string[];
  recording_type: string;
  mastery_criteria: string | null;
  /** The student already has this goal. */
  duplicate: boolean;
}

export interface GoalSheetCheck {
  rows: number;
  problems: GoalImportProblem[];
  valid: CheckedGoalRow[];
}

const key = (studentId: number, parent: string | null, name: string) =>
  `${studentId}\u0000${(parent ?? '').toLowerCase()}\u0000${name.toLowerCase()}`;

/** The goals a student has, keyed by student, parent goal name and goal name. */
export function existingGoalKeys(table: Table<Goal>): Set<string> {
  const names = new Map(table.active().map((goal) => [goal.id, goal.name]));
  return new Set(
    table
      .active()
      .filter((goal) => goal.student_id !== null)
      .map((goal) => key(goal.student_id!, goal.parent_id !== null ? (names.get(goal.parent_id) ?? null) : null, goal.name)),
  );
}

export function goalKey(row: Pick<CheckedGoalRow, 'student_id' | 'parent_name' | 'name'>): string {
  return key(row.student_id, row.parent_name, row.name);
}

/** Checks every record of the sheet (header already normalised to the import's column names). */
export function checkGoalSheet(db: Db, table: Table<Goal>, header: readonly string[], records: readonly SheetRecord[]): GoalSheetCheck {
  const studentRows = students(db).active();
  const studentsByName = new Map(studentRows.map((student) => [studentName(student).toLowerCase(), student.id]));
  const studentNames = studentRows.map(studentName);
  const areas = db.table<SkillArea>(skillAreaResource.spec.table).active();
  const areasByName = new Map(areas.map((area) => [area.name.toLowerCase(), area.id]));
  const existing = existingGoalKeys(table);
  const savedParents = new Set(
    table
      .active()
      .filter((goal) => goal.parent_id === null && goal.student_id !== null)
      .map((goal) => key(goal.student_id!, null, goal.name)),
  );
  const fileParents = new Map<string, number>();
  const seen = new Map<string, number>();
  const problems: GoalImportProblem[] = [];
  const valid: CheckedGoalRow[] = [];

  for (const record of records) {
    const values = recordValues(header, record);
    const at = record.line;
    const before = problems.length;
    const problem = (column: string, value: string | null, message: string, suggestion?: string) =>
      problems.push({
        row: at,
        column,
        value,
        message: `row ${at}: ${message}${suggestion ? `; did you mean ${suggestion}?` : '.'}`,
        suggestion: suggestion ?? null,
      });
    /** A name that must be one of the known ones. */
    const known = (column: string, label: string, value: string, ids: Map<string, number>, names: readonly string[]) => {
      if (value === '') {
        problem(column, null, `${label} is missing`);
        return undefined;
      }
      const id = ids.get(value.toLowerCase());
      if (id === undefined) problem(column, value, `${label} '${value}' does not exist`, nearestName(value, names));
      return id;
    };

    const studentId = known('student_name', 'student', values.student_name ?? '', studentsByName, studentNames);
    const skillAreaId = known(
      'skill_area',
      'skill area',
      values.skill_area ?? '',
      areasByName,
      areas.map((area) => area.name),
    );
    const name = values.goal_name ?? '';
    if (name === '') problem('goal_name', null, 'goal name is missing');
    const recording = values.recording_type ?? '';
    const recordingType = recordingTypes.find((type) => type.toLowerCase() === recording.toLowerCase());
    if (recording !== '' && !recordingType)
      problem('recording_type', recording, `recording type '${recording}' does not exist`, nearestName(recording, recordingTypes));
    const parentName = (values.parent_goal ?? '') || null;
    if (
      parentName &&
      studentId !== undefined &&
      !savedParents.has(key(studentId, null, parentName)) &&
      !fileParents.has(key(studentId, null, parentName))
    ) {
      problem(
        'parent_goal',
        parentName,
        `parent goal '${parentName}' is not a top-level goal of ${values.student_name} (saved or on an earlier row)`,
      );
    }
    const targets = (values.targets ?? '')
      .split(';')
      .map((target) => target.trim())
      .filter(Boolean);
    const repeated = targets.find((target, index) => targets.findIndex((other) => other.toLowerCase() === target.toLowerCase()) !== index);
    if (repeated) problem('targets', values.targets ?? null, `target '${repeated}' appears twice`);
    if (studentId !== undefined && name !== '') {
      const earlier = seen.get(key(studentId, parentName, name));
      if (earlier !== undefined) problem('goal_name', name, `goal '${name}' repeats row ${earlier}`);
      else seen.set(key(studentId, parentName, name), at);
    }
    if (problems.length > before || studentId === undefined || skillAreaId === undefined) continue;

    const row: CheckedGoalRow = {
      row: at,
      student_id: studentId,
      name,
      skill_area_id: skillAreaId,
      parent_name: parentName,
      targets,
      recording_type: recordingType ?? 'Percentage',
      mastery_criteria: (values.mastery_criteria ?? '') || null,
      duplicate: false,
    };
    row.duplicate = existing.has(goalKey(row));
    if (!parentName) fileParents.set(key(studentId, null, name), at);
    valid.push(row);
  }
  return { rows: records.length, problems, valid };
}
