// Conversion templates a practice starts with: the common Word layout (skill areas as Heading 1, numbered goals,
// bulleted targets) for one student per document, and its V-II twin with a student per Title.
import type { NewRow } from '../../db/table.js';
import type { ClientFile } from './client-file.js';
import type { ConversionLayout } from './markers.js';
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

/** One treatment plan already converted, so that the converted files' list has a row on a fresh start. */
export function seedClientFile(templateId: number, layout: ConversionLayout): NewRow<ClientFile> {
  const created = timestamp(new Date('2026-02-03T16:30:00Z'));
  const student = 'Avery Lopez';
  const row = (skill_area: string, goal: string, target: string) => ({ student, skill_area, goal, target });
  return {
    code: '6f1c2a9e-3b7d-4c1e-9a58-2d4f7b0c9e11',
    kind: 'doc-to-excel',
    source_name: 'Treatment plan - Avery Lopez.docx',
    template_id: templateId,
    layout,
    case_id: null,
    rows: [
      row('Manding', 'Avery will request preferred items with two-word phrases', 'Want juice'),
      row('Manding', 'Avery will request preferred items with two-word phrases', 'More bubbles'),
      row('Listener Responding', 'Avery will follow one-step directions', 'Touch nose'),
    ],
    created_by: 'Dana Whitfield',
    created_at: created,
    updated_at: created,
    deleted_at: null,
  };
}
