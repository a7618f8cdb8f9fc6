// Conversion templates a practice starts with: the common Word layout (skill areas as Heading 1, numbered goals,
// bulleted targets) for one student per document, and its V-II twin with a student per Title.
import type { NewRow } from '../../db/table.js';
import type { ConversionTemplate } from './templates.js';
import { timestamp } from '../../kit/dates.js';

const columns = { student_column: 'Student', skill_area_column: 'Skill Area', goal_column: 'Goal', target_column: 'Target' };

export function seedConversionTemplates(): NewRow<ConversionTemplate>[] {
  const created = timestamp(new Date('2026-01-12T15:00:00Z'));
  const row = (name: string, type: string, student: ConversionTemplate['student_marker'], skillArea: ConversionTemplate['skill_area_marker']) => ({
    name,
    type,
    student_marker: student,
    skill_area_marker: skillArea,
    goal_marker: 'numbered' as const,
    target_marker: 'bulleted' as const,
    ...columns,
    status: 1,
    created_at: created,
    updated_at: created,
    deleted_at: null,
  });
  return [
    row('Treatment plan (one student)', 'doc-to-excel', null, 'heading-1'),
    row('Treatment plans (students by Title)', 'doc-to-excel', 'title', 'heading-1'),
    row('Goal sheet to treatment plan', 'excel-to-doc-doc', null, 'heading-1'),
    row('Case treatment plan', 'case-doc-to-excel', null, 'heading-2'),
  ];
}
