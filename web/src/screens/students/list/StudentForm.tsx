// Add and edit a student (/add-student, /edit-student/{student_id}) with the kit's form. The edit page is
// also the record's Profile page, inside the record's frame; without the Edit method it shows the record read-only.
import { useQuery } from '@apollo/client/react';
import {} from '@blueprintjs/core';
import { choices, fields, lookup, ResourceForm } from '../../../kit';
import { Loaded } from '../../../kit/Loaded';
import type { StudentInput, StudentProfileQuery as StudentProfileData } from '../../../gql/graphql';
import { text, usDate } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import {
  CreateStudentMutation,
  StudentAgencyOptions,
  StudentFunderOptions,
  StudentProfileQuery,
  StudentRecordQuery,
  StudentServiceLineOptions,
  StudentStaffOptions,
  UpdateStudentMutation,
} from './operations';

export const studentFields = fields<StudentInput>(
  { name: 'firstName', label: 'First name', kind: 'text', required: true, maxLength: 100 },
  { name: 'lastName', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
  { name: 'middleName', label: 'Middle name', kind: 'text', maxLength: 100 },
  { name: 'preferredName', label: 'Preferred name', kind: 'text', maxLength: 100 },
  { name: 'dob', label: 'Date of birth', kind: 'date', required: true },
  { name: 'gender', label: 'Gender', kind: 'select', required: true, options: choices('Male', 'Female', 'Non-binary') },
  { name: 'status', label: 'Status', kind: 'status' },
  { name: 'clientCode', label: 'Client code', kind: 'text', helper: 'Left empty, the next free code is given.' },
  { name: 'agencyId', label: 'Agency', kind: 'select', required: true, options: lookup(StudentAgencyOptions, (item) => item.name) },
  { name: 'funderIds', label: 'Funders', kind: 'multiselect', options: lookup(StudentFunderOptions, (item) => item.name) },
  { name: 'staffIds', label: 'Staff', kind: 'multiselect', options: lookup(StudentStaffOptions, (item) => item.name) },
  { name: 'serviceLineIds', label: 'Service lines', kind: 'multiselect', options: lookup(StudentServiceLineOptions, (item) => item.name) },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'address', label: 'Address', kind: 'text', wide: true },
  { name: 'city', label: 'City', kind: 'text' },
  { name: 'state', label: 'State', kind: 'text', maxLength: 2 },
  { name: 'zip', label: 'ZIP', kind: 'text', maxLength: 10 },
  { name: 'primaryLanguage', label: 'Primary language', kind: 'text' },
  { name: 'schoolName', label: 'School', kind: 'text' },
  { name: 'grade', label: 'Grade', kind: 'text' },
  { name: 'guardianName', label: 'Guardian name', kind: 'text' },
  { name: 'guardianPhone', label: 'Guardian phone', kind: 'tel' },
  { name: 'guardianEmail', label: 'Guardian email', kind: 'email' },
  { name: 'diagnosisCode', label: 'Diagnosis code (ICD-10)', kind: 'text', placeholder: 'F84.0' },
  { name: 'intakeDate', label: 'Intake date', kind: 'date' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
);

export function AddStudent() {
  return <ResourceForm singular="Student" fields={studentFields} listPath="/student" create={CreateStudentMutation} />;
}

type Profile = NonNullable<StudentProfileData['record']>;

/** The related records a field holds by id, by name. */
const relatedNames: Partial<Record<keyof StudentInput, (record: Profile) => string>> = {
  agencyId: (record) => record.agency?.name ?? '—',
  funderIds: (record) => names(record.funders),
  staffIds: (record) => names(record.staff),
  serviceLineIds: (record) => names(record.serviceLines),
};

function names(items: readonly { name: string }[]): string {
  return items.length === 0 ? '—' : items.map((item) => item.name).join(', ');
}

function ReadOnlyProfile({ studentId }: { studentId: string }) {
  const { data, loading, error, refetch } = useQuery(StudentProfileQuery, { variables: { id: studentId } });
  if (!data) return <Loaded what="the student" loading={loading} error={error} ready={false} retry={() => void refetch()} />;
  const record = data?.record;
  if (!record) return null;
  const values = record as unknown as Record<string, unknown>;
  return (
    <dl className="student-dl kit-panel">
      {studentFields.map((field) => (
        <div key={field.name} style={{ display: 'contents' }}>
          <dt>{field.label}</dt>
          <dd>
            {relatedNames[field.name]?.(record) ??
              (field.kind === 'date'
                ? usDate(values[field.name] as string | null)
                : field.kind === 'status'
                  ? values[field.name] === 0
                    ? 'Inactive'
                    : 'Active'
                  : text(values[field.name]))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function EditStudent() {
  const studentId = useStudentId();
  const permissions = useStudentPermissions();
  return (
    <StudentFrame title="Profile">
      {permissions.edit ? (
        <ResourceForm
          singular="Student"
          fields={studentFields}
          listPath="/student"
          one={StudentRecordQuery}
          update={UpdateStudentMutation}
          id={studentId}
        />
      ) : (
        <ReadOnlyProfile studentId={studentId} />
      )}
    </StudentFrame>
  );
}
