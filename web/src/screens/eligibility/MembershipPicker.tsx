// Picks a student's funder membership: the student first, then one of their active funders (priority, member id).
// A student with no active funder says so in place of the second list.
import { useQuery } from '@apollo/client/react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import type { CustomControl } from '../../kit';
import { EligibilityStudentOptions, StudentMembershipOptions } from './operations';

export function MembershipPicker({ control }: { control: CustomControl }) {
  const [studentId, setStudentId] = useState('');
  const students = useQuery(EligibilityStudentOptions);
  const memberships = useQuery(StudentMembershipOptions, { variables: { studentId }, skip: studentId === '' });
  const active = (memberships.data?.options ?? []).filter((membership) => membership.status !== 0);
  const value = typeof control.value === 'string' ? control.value : '';

  return (
    <>
      <FormGroup label="Student" labelFor={`${control.id}-student`} labelInfo="(required)">
        <HTMLSelect
          id={`${control.id}-student`}
          fill
          value={studentId}
          disabled={control.disabled}
          onChange={(event) => {
            setStudentId(event.currentTarget.value);
            control.onChange('');
          }}
          options={[
            { value: '', label: students.error ? 'Could not load' : 'Choose a student' },
            ...(students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` })),
          ]}
        />
      </FormGroup>
      <FormGroup label={control.label} labelFor={control.id} labelInfo="(required)">
        <HTMLSelect
          id={control.id}
          fill
          value={value}
          disabled={control.disabled || studentId === '' || active.length === 0}
          aria-invalid={control.error ? true : undefined}
          aria-describedby={control.describedBy}
          onChange={(event) => control.onChange(event.currentTarget.value)}
          options={[
            {
              value: '',
              label:
                studentId === ''
                  ? 'Choose a student first'
                  : memberships.loading
                    ? 'Loading…'
                    : active.length === 0
                      ? 'The student has no active funder'
                      : 'Choose a funder',
            },
            ...active.map((membership) => ({
              value: membership.id,
              label: `${membership.funderName ?? 'Funder'} (${membership.priority}, member ${membership.memberId})`,
            })),
          ]}
        />
      </FormGroup>
    </>
  );
}
