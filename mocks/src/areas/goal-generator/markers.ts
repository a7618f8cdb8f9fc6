// What marks a line of a clinician's goal document as a student, a skill area, a goal or a target: a Word paragraph
// style (Title, Heading 1–3) or a list (numbered, bulleted). A conversion template names one marker per level; the
// reader and the writer both follow it, so a document written from a sheet reads back as the same rows.

export const markers = ['title', 'heading-1', 'heading-2', 'heading-3', 'numbered', 'bulleted'] as const;
export type Marker = (typeof markers)[number];

/** How a person reads each marker, in messages and on the screens. */
export const markerLabels: Readonly<Record<Marker, string>> = {
  title: 'Title style',
  'heading-1': 'Heading 1 style',
  'heading-2': 'Heading 2 style',
  'heading-3': 'Heading 3 style',
  numbered: 'numbered list item',
  bulleted: 'bulleted list item',
};

export function isMarker(value: unknown): value is Marker {
  return typeof value === 'string' && (markers as readonly string[]).includes(value);
}

/** The levels of a goal document, outermost first. */
export const levels = ['student', 'skill_area', 'goal', 'target'] as const;
export type Level = (typeof levels)[number];

export const levelLabels: Readonly<Record<Level, string>> = {
  student: 'student',
  skill_area: 'skill area',
  goal: 'goal',
  target: 'target',
};

/** One extracted line of goals: a target of a goal in a skill area of a student (target '' for a goal without). */
export interface GoalRow {
  student: string;
  skill_area: string;
  goal: string;
  target: string;
}

/** The parts of a conversion template the conversions follow. */
export interface ConversionLayout {
  name: string;
  /** The student's marker; null when the document holds one student, named on the form (doc to excel V-I). */
  student_marker: Marker | null;
  skill_area_marker: Marker;
  goal_marker: Marker;
  target_marker: Marker;
  /** The spreadsheet's column header for each level. */
  student_column: string;
  skill_area_column: string;
  goal_column: string;
  target_column: string;
}

export function markerOf(layout: ConversionLayout, level: Level): Marker | null {
  return level === 'student' ? layout.student_marker : layout[`${level}_marker`];
}

export function columnOf(layout: ConversionLayout, level: Level): string {
  return layout[`${level}_column`];
}
