// The staff who work with a student (student-staff, staff lists, unassigned staff): current assignments
// with edit and unassign, assigning from the staff not yet assigned, and former assignments.
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, H4, HTMLSelect } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useState } from 'react';
import { choices, fields, useWrite } from '../../../kit';
import type { StudentStaffAssignmentInput } from '../../../gql/graphql';
import { RecordSection } from '../../../kit/list/RecordSection';
import { text, usDate } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { RecordTable } from '../../../kit/list/RecordTable';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { AssignStudentStaffMutation, StudentStaffQuery, UnassignStudentStaffMutation, UpdateStudentStaffMutation } from './operations';

const ROLES = ['BCBA', 'RBT', 'Lead Therapist', 'Supervisor', 'Speech Therapist'];

const assignmentFields = fields<StudentStaffAssignmentInput>(
  { name: 'role', label: 'Role', kind: 'select', options: choices(...ROLES), initial: 'RBT' },
  { name: 'startDate', label: 'Start date', kind: 'date' },
  { name: 'endDate', label: 'End date', kind: 'date', helper: 'Ends the assignment.' },
  { name: 'isPrimary', label: 'Primary', kind: 'switch' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
);

export function Staff() {
  const studentId = useStudentId();
  const permissions = useStudentPermissions();
  const { data, loading, error, refetch } = useQuery(StudentStaffQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const assigning = useWrite(AssignStudentStaffMutation);
  const updating = useWrite(UpdateStudentStaffMutation);
  const unassigning = useWrite(UnassignStudentStaffMutation);
  const [staffId, setStaffId] = useState('');
  const [role, setRole] = useState('RBT');
  const [problem, setProblem] = useState<string | null>(null);

  const assign = async () => {
    // A staff choice of 0 (or none) fails.
    if (!staffId || staffId === '0') {
      setProblem('The staff field is required');
      return;
    }
    setProblem(null);
    const outcome = await assigning.run({ studentId, staffId, input: { role } }, 'Staff assigned.');
    if (outcome.ok) {
      setStaffId('');
      void refetch();
    }
  };

  return (
    <StudentFrame title="Staff">
      {permissions.add && (
        <div className="kit-toolbar kit-panel" role="group" aria-label="Assign staff">
          <FormGroup label="Staff member" labelFor="assign-staff" inline helperText={problem ?? undefined} intent={problem ? 'danger' : 'none'}>
            <HTMLSelect
              id="assign-staff"
              value={staffId}
              onChange={(event) => setStaffId(event.currentTarget.value)}
              options={[{ value: '', label: 'Choose staff' }, ...(data?.assignable ?? []).map((user) => ({ value: user.id, label: user.name }))]}
            />
          </FormGroup>
          <FormGroup label="Role" labelFor="assign-role" inline>
            <HTMLSelect id="assign-role" value={role} onChange={(event) => setRole(event.currentTarget.value)} options={ROLES} />
          </FormGroup>
          <Button intent="primary" icon="add" text="Assign" loading={assigning.pending} onClick={() => void assign()} />
        </div>
      )}
      <RecordSection<NonNullable<typeof data>['rows'][number], StudentStaffAssignmentInput>
        plural="Assigned staff"
        singular="Assignment"
        rows={data?.rows}
        loading={loading}
        error={error}
        refetch={refetch}
        rowName={(row) => row.staffName ?? row.staff?.name ?? 'staff member'}
        columns={[
          {
            header: 'Staff',
            cell: (row) => (
              <>
                {row.staffName ?? row.staff?.name}{' '}
                {row.isPrimary && (
                  <Tag minimal intent="primary">
                    Primary
                  </Tag>
                )}
              </>
            ),
          },
          { header: 'Role', cell: (row) => row.role },
          { header: 'Email', cell: (row) => text(row.staff?.email), wrap: 'anywhere' },
          { header: 'Since', cell: (row) => usDate(row.startDate) },
          { header: 'Notes', cell: (row) => text(row.notes) },
        ]}
        fields={assignmentFields}
        update={(row, input) => updating.run({ id: row.id, input }, 'Assignment updated.')}
        remove={(row) => unassigning.run({ id: row.id }, 'Staff unassigned.')}
        deleteNote="The assignment ends today and moves to the former staff."
      />
      <H4>Former staff</H4>
      <RecordTable
        caption="Former staff"
        rows={data?.former ?? []}
        empty="No former staff"
        columns={[
          { header: 'Staff', cell: (row) => text(row.staffName) },
          { header: 'Role', cell: (row) => row.role },
          { header: 'From', cell: (row) => usDate(row.startDate) },
          { header: 'Until', cell: (row) => usDate(row.endDate) },
        ]}
      />
    </StudentFrame>
  );
}
