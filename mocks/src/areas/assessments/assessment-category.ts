// An assessment category: a group of assessments; its kind decides which student page shows it.
import type { Row } from '../../db/table.js';

export const assessmentKinds = ['skill', 'preference', 'health'] as const;
export type AssessmentKind = (typeof assessmentKinds)[number];

export interface AssessmentCategory extends Row {
  name: string;
  /** skill, preference or health: the student assessment page the category appears on. */
  type: AssessmentKind;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
