// A student's funders (list, add, edit-funder/{funder_id}/{student_id}; student/service,
// student-service, student-funder/{id}, the service lines an enrolment covers).
import { Tag } from '../../../kit/Tag';
import { choices, fields, lookup } from '../../../kit';
import type { StudentFunderInput } from '../../../gql/graphql';
import { names, text, usDate } from '../shared/format';
import { defineResource } from '../../../kit/defineResource';
import { student } from '../shared/owner';
import { FunderCoverage } from '../../eligibility/FunderCoverage';
import {
  AddStudentFunderMutation,
  FunderOptions,
  RemoveStudentFunderMutation,
  ServiceLineOptions,
  StudentFunderQuery,
  StudentFundersQuery,
  UpdateStudentFunderMutation,
} from './operations';

export const funders = defineResource({
  presentation: 'table',
  owner: student,
  plural: 'Funders',
  singular: 'Funder',
  rowName: (row) => row.funder?.name ?? row.funderName ?? 'funder',
  columns: [
    // An inactive enrolment says so beside its priority (the eligibility column beside it needs the room).
    {
      header: 'Funder',
      cell: (row) => (
        <>
          {row.funder?.name ?? row.funderName}{' '}
          <Tag minimal intent={row.priority === 'Primary' ? 'primary' : 'none'}>
            {row.priority}
          </Tag>
          {row.status === 0 && (
            <>
              {' '}
              <Tag minimal intent="warning">
                Inactive
              </Tag>
            </>
          )}
        </>
      ),
    },
    {
      header: 'Member id',
      cell: (row) => (
        <>
          {row.memberId}
          {row.groupNumber && <div className="kit-muted">Group {row.groupNumber}</div>}
        </>
      ),
    },
    { header: 'Policy holder', cell: (row) => text(row.policyHolder) },
    { header: 'Coverage', cell: (row) => `${usDate(row.startDate)} – ${usDate(row.endDate)}` },
    { header: 'Service lines', cell: (row) => names(row.serviceLines) },
    { header: 'Copay', cell: (row) => (typeof row.copay === 'number' ? `$${row.copay.toFixed(2)}` : '—') },
    {
      header: 'Eligibility',
      cell: (row) => (
        <FunderCoverage
          studentId={row.studentId}
          studentFunderId={row.id}
          funderName={row.funder?.name ?? row.funderName ?? 'funder'}
          active={row.status !== 0}
        />
      ),
    },
  ],
  toRecord: (row) => ({ ...row }),
  fields: () =>
    fields<StudentFunderInput>(
      { name: 'funderId', label: 'Funder', kind: 'select', required: true, options: lookup(FunderOptions, (item) => item.name) },
      {
        name: 'priority',
        label: 'Priority',
        kind: 'select',
        required: true,
        options: choices('Primary', 'Secondary', 'Tertiary'),
        initial: 'Primary',
      },
      { name: 'memberId', label: 'Member id', kind: 'text', required: true },
      { name: 'groupNumber', label: 'Group number', kind: 'text' },
      { name: 'policyHolder', label: 'Policy holder', kind: 'text' },
      { name: 'policyHolderRelationship', label: 'Relationship to the student', kind: 'text' },
      { name: 'startDate', label: 'Start date', kind: 'date' },
      { name: 'endDate', label: 'End date', kind: 'date' },
      { name: 'copay', label: 'Copay ($)', kind: 'decimal', min: 0 },
      { name: 'serviceLineIds', label: 'Service lines', kind: 'multiselect', options: lookup(ServiceLineOptions, (item) => item.name) },
      { name: 'status', label: 'Status', kind: 'status' },
    ),
  documents: {
    rows: StudentFundersQuery,
    one: StudentFunderQuery,
    create: AddStudentFunderMutation,
    update: UpdateStudentFunderMutation,
    remove: RemoveStudentFunderMutation,
  },
  messages: { deleted: 'Funder removed.' },
  paths: {
    list: '/student-funder/:student_id',
    add: '/add-student-funder/:student_id',
    edit: (id) => `/edit-funder/${id}/:student_id`,
  },
  idParam: 'funder_id',
});
