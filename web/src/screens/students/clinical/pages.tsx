// The clinical per-student pages: diagnosis, behaviours, goals, prompt codes (with the override), prompt and
// interval schedules. Each lists what its call returns, with the forms its writes take.
import { Tag } from '../../../kit/Tag';
import { choices, fields, lookup } from '../../../kit';
import type {
  StudentBehaviorInput,
  StudentDiagnosisInput,
  StudentGoalInput,
  StudentIntervalScheduleInput,
  StudentPromptCodeInput,
  StudentPromptScheduleInput,
} from '../../../gql/graphql';
import { text, usDate, WEEKDAYS } from '../shared/format';
import { defineResource } from '../../../kit/defineResource';
import { student } from '../shared/owner';
import {
  BehaviorOptions,
  CreateStudentBehaviorMutation,
  CreateStudentDiagnosisMutation,
  CreateStudentGoalMutation,
  CreateStudentIntervalScheduleMutation,
  CreateStudentPromptCodeMutation,
  CreateStudentPromptScheduleMutation,
  DeleteStudentBehaviorMutation,
  DeleteStudentDiagnosisMutation,
  DeleteStudentGoalMutation,
  DeleteStudentIntervalScheduleMutation,
  DeleteStudentPromptCodeMutation,
  DeleteStudentPromptScheduleMutation,
  GoalProgramOptions,
  StudentBehaviorQuery,
  StudentBehaviorsQuery,
  StudentDiagnosesQuery,
  StudentDiagnosisQuery,
  StudentGoalQuery,
  StudentGoalsQuery,
  StudentIntervalSchedulesQuery,
  StudentPromptCodeQuery,
  StudentPromptCodesQuery,
  StudentPromptSchedulesQuery,
  UpdateStudentBehaviorMutation,
  UpdateStudentDiagnosisMutation,
  UpdateStudentGoalMutation,
  UpdateStudentIntervalScheduleMutation,
  UpdateStudentPromptCodeMutation,
  UpdateStudentPromptScheduleMutation,
} from './operations';
import { PromptOverridePanel } from './PromptOverridePanel';
import { StudentTargetPlaylists } from '../../goals/StudentTargetPlaylists';
import { readableTimeRange } from '../../../dates/timeOfDay';

export const diagnosis = defineResource({
  presentation: 'table',
  owner: student,
  plural: 'Diagnoses',
  singular: 'Diagnosis',
  title: 'Diagnosis',
  rowName: (row) => `${row.icdCode} ${row.description}`,
  columns: [
    {
      header: 'ICD-10',
      cell: (row) => (
        <>
          {row.icdCode}{' '}
          {row.isPrimary && (
            <Tag minimal intent="primary">
              Primary
            </Tag>
          )}
        </>
      ),
    },
    { header: 'Description', cell: (row) => row.description },
    { header: 'Diagnosed', cell: (row) => usDate(row.diagnosedOn) },
    { header: 'By', cell: (row) => text(row.diagnosedBy) },
    { header: 'Notes', cell: (row) => text(row.notes) },
  ],
  fields: () =>
    fields<StudentDiagnosisInput>(
      { name: 'icdCode', label: 'ICD-10 code', kind: 'text', required: true, placeholder: 'F84.0', maxLength: 10 },
      { name: 'description', label: 'Description', kind: 'text', required: true, wide: true },
      { name: 'diagnosedOn', label: 'Diagnosed on', kind: 'date' },
      { name: 'diagnosedBy', label: 'Diagnosed by', kind: 'text' },
      { name: 'isPrimary', label: 'Primary diagnosis', kind: 'switch' },
      { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
    ),
  documents: {
    rows: StudentDiagnosesQuery,
    one: StudentDiagnosisQuery,
    create: CreateStudentDiagnosisMutation,
    update: UpdateStudentDiagnosisMutation,
    remove: DeleteStudentDiagnosisMutation,
  },
  paths: {
    list: '/student-diagnosis/:student_id',
    add: '/add-student-diagnosis/:student_id',
    edit: (id) => `/edit-student-diagnosis/${id}/:student_id`,
  },
  idParam: 'diagnosis_id',
});

const BEHAVIOR_CATEGORIES = ['Aggression', 'Self-Injury', 'Elopement', 'Tantrum', 'Property Destruction', 'Non-compliance', 'Stereotypy', 'Other'];

export const behaviors = defineResource({
  presentation: 'table',
  owner: student,
  plural: 'Behaviors',
  singular: 'Behavior',
  rowName: (row) => row.name,
  columns: [
    { header: 'Behavior', cell: (row) => row.name },
    { header: 'Category', cell: (row) => row.category },
    { header: 'Measured by', cell: (row) => row.measurement },
    { header: 'Function', cell: (row) => row.function },
    {
      header: 'Severity',
      cell: (row) => (
        <Tag minimal intent={row.severity === 'High' ? 'danger' : row.severity === 'Moderate' ? 'warning' : 'none'}>
          {row.severity}
        </Tag>
      ),
    },
    { header: 'Status', cell: (row) => row.status },
    { header: 'Definition', cell: (row) => text(row.definition) },
  ],
  fields: () =>
    fields<StudentBehaviorInput>(
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 100 },
      { name: 'category', label: 'Category', kind: 'select', required: true, options: choices(...BEHAVIOR_CATEGORIES) },
      {
        name: 'measurement',
        label: 'Measurement',
        kind: 'select',
        required: true,
        options: choices('Frequency', 'Duration', 'Interval', 'Rate', 'ABC'),
      },
      {
        name: 'function',
        label: 'Function',
        kind: 'select',
        options: choices('Attention', 'Escape', 'Tangible', 'Automatic', 'Unknown'),
        initial: 'Unknown',
      },
      { name: 'severity', label: 'Severity', kind: 'select', options: choices('Low', 'Moderate', 'High'), initial: 'Moderate' },
      { name: 'status', label: 'Status', kind: 'select', options: choices('Active', 'Reduced', 'Inactive'), initial: 'Active' },
      { name: 'definition', label: 'Operational definition', kind: 'textarea', wide: true },
      { name: 'baseline', label: 'Baseline', kind: 'text' },
      { name: 'goal', label: 'Goal', kind: 'text' },
    ),
  documents: {
    rows: StudentBehaviorsQuery,
    one: StudentBehaviorQuery,
    create: CreateStudentBehaviorMutation,
    update: UpdateStudentBehaviorMutation,
    remove: DeleteStudentBehaviorMutation,
  },
  paths: {
    list: '/student-behaviors/:student_id',
    add: '/student-behaviors/add/:student_id',
    edit: (id) => `/student-behaviors/edit/${id}/:student_id`,
  },
  idParam: 'edit_id',
});

export const goals = defineResource({
  presentation: 'table',
  owner: student,
  above: (studentId) => <StudentTargetPlaylists studentId={studentId} />,
  plural: 'Goals',
  singular: 'Goal',
  rowName: (row) => row.title,
  columns: [
    { header: 'Goal', cell: (row) => row.title },
    { header: 'Program', cell: (row) => text(row.programName) },
    {
      header: 'Status',
      cell: (row) => (
        <Tag minimal intent={row.status === 'Mastered' ? 'success' : row.status === 'In Progress' ? 'primary' : 'none'}>
          {row.status}
        </Tag>
      ),
    },
    { header: 'Baseline', cell: (row) => text(row.baseline) },
    { header: 'Criteria', cell: (row) => text(row.targetCriteria) },
    { header: 'Start', cell: (row) => usDate(row.startDate) },
    { header: 'Target date', cell: (row) => usDate(row.targetDate) },
  ],
  fields: (studentId) =>
    fields<StudentGoalInput>(
      { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
      {
        name: 'programId',
        label: 'Program',
        kind: 'select',
        required: true,
        options: lookup(GoalProgramOptions, (item) => item.name, { variables: { studentId } }),
      },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        options: choices('Not Started', 'In Progress', 'Mastered', 'On Hold'),
        initial: 'Not Started',
      },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { name: 'baseline', label: 'Baseline', kind: 'text' },
      { name: 'targetCriteria', label: 'Target criteria', kind: 'text' },
      { name: 'startDate', label: 'Start date', kind: 'date' },
      { name: 'targetDate', label: 'Target date', kind: 'date', helper: 'On or after the start date.' },
      { name: 'masteredOn', label: 'Mastered on', kind: 'date' },
    ),
  documents: {
    rows: StudentGoalsQuery,
    one: StudentGoalQuery,
    create: CreateStudentGoalMutation,
    update: UpdateStudentGoalMutation,
    remove: DeleteStudentGoalMutation,
  },
  paths: {
    list: '/student-goals/:student_id',
    add: '/add-student-goal/:student_id',
    edit: (id) => `/edit-student-goal/${id}/:student_id`,
  },
  idParam: 'edit_id',
});

export const promptCodes = defineResource({
  presentation: 'table',
  owner: student,
  plural: 'Prompt codes',
  singular: 'Prompt code',
  rowName: (row) => row.code,
  above: (studentId) => <PromptOverridePanel studentId={studentId} />,
  columns: [
    { header: 'Level', cell: (row) => row.level },
    { header: 'Code', cell: (row) => <strong>{row.code}</strong> },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Independent', cell: (row) => text(row.isIndependent) },
    { header: 'Description', cell: (row) => text(row.description) },
  ],
  fields: () =>
    fields<StudentPromptCodeInput>(
      { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10 },
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'level', label: 'Level', kind: 'int', required: true, min: 1, helper: '1 is the least intrusive.' },
      { name: 'isIndependent', label: 'Counts as independent', kind: 'switch' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    ),
  documents: {
    rows: StudentPromptCodesQuery,
    one: StudentPromptCodeQuery,
    create: CreateStudentPromptCodeMutation,
    update: UpdateStudentPromptCodeMutation,
    remove: DeleteStudentPromptCodeMutation,
  },
  paths: {
    list: '/student-prompt-codes/:student_id',
    add: '/add-student-prompt-code/:student_id',
    edit: (id) => `/edit-student-prompt-code/${id}/:student_id`,
  },
  idParam: 'edit_id',
});

const DAY_OPTIONS = WEEKDAYS.map((day, index) => ({ value: String(index), label: day }));

export const promptSchedules = defineResource({
  presentation: 'table',
  owner: student,
  plural: 'Prompt schedules',
  singular: 'Prompt schedule',
  title: 'Prompt schedule',
  rowName: (row) => row.name,
  toRecord: (row) => ({ ...row, days: row.days.map(String) }),
  columns: [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Prompt', cell: (row) => row.promptCode },
    { header: 'Every', cell: (row) => `${row.intervalMinutes} min` },
    { header: 'From – to', cell: (row) => readableTimeRange(row.startTime, row.endTime) },
    { header: 'Days', cell: (row) => row.days.map((day) => WEEKDAYS[day]?.slice(0, 3)).join(', ') },
    { header: 'Active', cell: (row) => text(row.active) },
  ],
  fields: () =>
    fields<StudentPromptScheduleInput>(
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'promptCode', label: 'Prompt code', kind: 'text', required: true, maxLength: 10 },
      { name: 'intervalMinutes', label: 'Interval (minutes)', kind: 'int', required: true, min: 1 },
      { name: 'startTime', label: 'Start time', kind: 'time', required: true },
      { name: 'endTime', label: 'End time', kind: 'time', required: true },
      { name: 'days', label: 'Days', kind: 'multiselect', options: DAY_OPTIONS, initial: ['1', '2', '3', '4', '5'] },
      { name: 'active', label: 'Active', kind: 'switch', initial: true },
      { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
    ),
  documents: {
    rows: StudentPromptSchedulesQuery,
    create: CreateStudentPromptScheduleMutation,
    update: UpdateStudentPromptScheduleMutation,
    remove: DeleteStudentPromptScheduleMutation,
  },
  toApiInput: (input) => ({ ...input, days: input.days?.map(Number) }),
});

export const intervalSchedules = defineResource({
  presentation: 'table',
  owner: student,
  plural: 'Interval schedules',
  singular: 'Interval schedule',
  title: 'Interval schedule',
  rowName: (row) => row.name,
  columns: [
    { header: 'Name', cell: (row) => row.name },
    { header: 'Method', cell: (row) => row.recordingMethod },
    { header: 'Interval', cell: (row) => `${row.intervalSeconds} s` },
    { header: 'Session', cell: (row) => `${row.sessionMinutes} min` },
    { header: 'Active', cell: (row) => text(row.active) },
    { header: 'Notes', cell: (row) => text(row.notes) },
  ],
  fields: (studentId) =>
    fields<StudentIntervalScheduleInput>(
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'behaviorId', label: 'Behavior', kind: 'select', options: lookup(BehaviorOptions, (item) => item.name, { variables: { studentId } }) },
      {
        name: 'recordingMethod',
        label: 'Recording method',
        kind: 'select',
        required: true,
        options: choices('Whole Interval', 'Partial Interval', 'Momentary Time Sampling'),
      },
      { name: 'intervalSeconds', label: 'Interval (seconds)', kind: 'int', required: true, min: 1 },
      { name: 'sessionMinutes', label: 'Session (minutes)', kind: 'int', required: true, min: 1 },
      { name: 'active', label: 'Active', kind: 'switch', initial: true },
      { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
    ),
  documents: {
    rows: StudentIntervalSchedulesQuery,
    create: CreateStudentIntervalScheduleMutation,
    update: UpdateStudentIntervalScheduleMutation,
    remove: DeleteStudentIntervalScheduleMutation,
  },
});
