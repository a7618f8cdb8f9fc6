// A student's assessments (with skill, preference and health variants by category id, and
// edit-assessment/{assessment_id}; student/assessments, assessment-student).
import { Tag } from '../../../kit/Tag';
import { Link, useNavigate } from 'react-router';
import { choices, fields, lookup } from '../../../kit';
import type { StudentAssessmentInput } from '../../../gql/graphql';
import { text, usDate } from '../shared/format';
import { defineResource } from '../../../kit/defineResource';
import type { TableResourceSpec, TableRowOf } from '../../../kit/tablePages';
import { student } from '../shared/owner';
import {
  AssessmentCategoryOptions,
  AssessorOptions,
  CreateStudentAssessmentMutation,
  DeleteStudentAssessmentMutation,
  StudentAssessmentQuery,
  StudentAssessmentsQuery,
  UpdateStudentAssessmentMutation,
} from './operations';

type Row = TableRowOf<typeof StudentAssessmentsQuery>;

export const assessmentFields = () =>
  fields<StudentAssessmentInput>(
    { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      required: true,
      options: [
        { value: 'skill', label: 'Skill' },
        { value: 'preference', label: 'Preference' },
        { value: 'health', label: 'Health' },
        { value: 'general', label: 'General' },
      ],
      initial: 'skill',
    },
    { name: 'categoryId', label: 'Category', kind: 'select', options: lookup(AssessmentCategoryOptions, (item) => item.name) },
    { name: 'assessedOn', label: 'Assessed on', kind: 'date', required: true },
    { name: 'assessedById', label: 'Assessed by', kind: 'select', options: lookup(AssessorOptions, (item) => item.name) },
    { name: 'score', label: 'Score', kind: 'decimal', min: 0, helper: 'At most the max score.' },
    { name: 'maxScore', label: 'Max score', kind: 'decimal', min: 0 },
    { name: 'status', label: 'Status', kind: 'select', options: choices('Scheduled', 'Completed'), initial: 'Completed' },
    { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
  );

const SHEETS = [
  { kind: 'skill', label: 'Skill sheet', path: 'student-skill-assessment' },
  { kind: 'preference', label: 'Preference sheet', path: 'student-preference-assessment' },
  { kind: 'health', label: 'Health sheet', path: 'student-health-assessment' },
];

function useSheetActions(studentId: string) {
  const navigate = useNavigate();
  return SHEETS.map((sheet) => ({
    label: sheet.label,
    ariaLabel: (row: Row) => `${sheet.label} of ${row.title}`,
    shown: (row: Row) => row.kind === sheet.kind,
    onClick: (row: Row) => navigate(`/${sheet.path}/${studentId}/${row.categoryId ?? '0'}`),
  }));
}

const spec: TableResourceSpec<Row, StudentAssessmentInput, { studentId: string }> = {
  presentation: 'table',
  owner: student,
  plural: 'Assessments',
  singular: 'Assessment',
  rowName: (row) => row.title,
  above: (studentId) => (
    <p>
      Sheets:{' '}
      {SHEETS.map((sheet) => (
        <Link key={sheet.kind} to={`/${sheet.path}/${studentId}/0`} style={{ marginRight: 12 }}>
          {sheet.label}
        </Link>
      ))}
    </p>
  ),
  columns: [
    { header: 'Title', cell: (row) => row.title },
    { header: 'Kind', cell: (row) => <Tag minimal>{row.kind}</Tag> },
    { header: 'Assessed', cell: (row) => usDate(row.assessedOn) },
    { header: 'By', cell: (row) => text(row.assessedBy?.name) },
    {
      header: 'Score',
      cell: (row) => (row.score !== null && row.score !== undefined ? `${row.score}${row.maxScore ? ` / ${row.maxScore}` : ''}` : '—'),
    },
    { header: 'Status', cell: (row) => row.status },
  ],
  fields: assessmentFields,
  documents: {
    rows: StudentAssessmentsQuery,
    one: StudentAssessmentQuery,
    create: CreateStudentAssessmentMutation,
    update: UpdateStudentAssessmentMutation,
    remove: DeleteStudentAssessmentMutation,
  },
  useActions: useSheetActions,
};

/** The list (add and edit in dialogs) and the edit page of /student-assessments/{student_id}/edit-assessment/{assessment_id}. */
export const assessments = defineResource(spec);
export const assessmentEditPage = defineResource({
  ...spec,
  paths: {
    list: '/student-assessments/:student_id',
    add: '/student-assessments/:student_id',
    edit: (id) => `/student-assessments/:student_id/edit-assessment/${id}`,
  },
  idParam: 'assessment_id',
}).Edit;
