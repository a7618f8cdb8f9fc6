// Conversion templates (list, add, edit/:u_id), behind 'TP Conversion V-II': for one of the conversion sample
// types, the Word marker of each level of a goal document and the spreadsheet column of each. Without a student
// marker a document holds one student, named when converting.
import { col, defineResource, statusCol } from '../../kit';
import type { SampleFileType } from '../../gql/graphql';
import { typeName } from '../sample-files/types';
import { conversionTemplateDocuments } from './operations';
import { layoutShort, MARKER_OPTIONS } from './markers';
import { conversionTemplates } from './resource';

const conversionTypes: SampleFileType[] = [
  'DOC_TO_EXCEL',
  'EXCEL_TO_DOC_DOC',
  'EXCEL_TO_DOC_EXCEL',
  'CASE_DOC_TO_EXCEL',
  'CASE_EXCEL_TO_DOC_DOC',
  'CASE_EXCEL_TO_DOC_EXCEL',
];

const marker = (help: string) => ({ kind: 'select' as const, required: true, options: MARKER_OPTIONS, helper: help });

export const screens = defineResource({
  ...conversionTemplates.names,
  documents: conversionTemplateDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2.2 }),
    { id: 'type', header: 'Type', value: (row) => typeName(row.type), flex: 1.5 },
    { id: 'layout', header: 'Word markers', value: (row) => layoutShort(row), flex: 2.6, sortField: false },
    {
      id: 'columns',
      header: 'Sheet columns',
      value: (row) => [row.studentColumn, row.skillAreaColumn, row.goalColumn, row.targetColumn].join(', '),
      flex: 2.2,
      sortField: false,
    },
    statusCol(),
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
    {
      name: 'type',
      label: 'Conversion type',
      kind: 'select',
      required: true,
      options: conversionTypes.map((value) => ({ value, label: typeName(value) })),
    },
    {
      name: 'studentMarker',
      label: 'Student marker',
      kind: 'select',
      options: MARKER_OPTIONS,
      helper: 'Leave empty for one student per document (named when converting); doc to excel V-II needs one.',
    },
    { name: 'skillAreaMarker', label: 'Skill area marker', ...marker('The paragraph style that starts a skill area.') },
    { name: 'goalMarker', label: 'Goal marker', ...marker('A goal: usually a numbered list item under the skill area.') },
    { name: 'targetMarker', label: 'Target marker', ...marker('A target of the goal above it: usually a bulleted list item.') },
    { name: 'studentColumn', label: 'Student column', kind: 'text', required: true, maxLength: 100, initial: 'Student' },
    { name: 'skillAreaColumn', label: 'Skill area column', kind: 'text', required: true, maxLength: 100, initial: 'Skill Area' },
    { name: 'goalColumn', label: 'Goal column', kind: 'text', required: true, maxLength: 100, initial: 'Goal' },
    { name: 'targetColumn', label: 'Target column', kind: 'text', required: true, maxLength: 100, initial: 'Target' },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
