// The Students tab: the students the staff member is currently assigned to, with their role on each; each student
// opens their own record. Assignments are made from the student's record (its Staff page).
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { Link } from 'react-router';
import { RecordTable } from '../../../kit';
import { toUsDate } from '../../../dates/calendar';
import { StaffFrame } from '../shared/StaffFrame';
import { useStaffId } from '../shared/useStaffId';
import { StaffStudentsQuery } from './operations';

export function StaffStudents() {
  const staffId = useStaffId();
  const { data, loading, error, refetch } = useQuery(StaffStudentsQuery, { variables: { staffId } });
  return (
    <StaffFrame title="Students">
      {error ? (
        <Callout intent="danger" title="The students could not be loaded">
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      ) : loading && !data ? (
        <Spinner aria-label="Loading students" />
      ) : (
        <RecordTable
          caption="Students assigned"
          rows={data?.staffStudents ?? []}
          empty="No students are assigned to this staff member"
          columns={[
            { header: 'Student', cell: (row) => <Link to={`/edit-student/${row.studentId}`}>{row.studentName ?? `Student ${row.studentId}`}</Link> },
            {
              header: 'Role',
              cell: (row) =>
                row.isPrimary ? (
                  <>
                    {row.role}{' '}
                    <Tag minimal intent="primary">
                      Primary
                    </Tag>
                  </>
                ) : (
                  row.role
                ),
            },
            { header: 'Since', cell: (row) => toUsDate(row.startDate) ?? '—' },
          ]}
        />
      )}
    </StaffFrame>
  );
}
