// A student's own access trail, on the student's record: who read or changed this student's information, newest
// first, filtered by user and days and exported as CSV. The route lets in only those the schema allows.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { StudentHeaderQuery } from '../students/shared/operations';
import { StudentFrame } from '../students/shared/StudentFrame';
import { useStudentId } from '../students/shared/useStudentId';
import { AuditTrailList } from './AuditTrailList';
import { studentTrailFilters, useUserNames } from './filters';
import { ExportStudentAuditTrailMutation, StudentAuditTrailQuery } from './operations';
import { TrailNote } from './TrailNote';

export function StudentAccessTrail() {
  const studentId = useStudentId();
  const users = useUserNames();
  // The frame asks for the student's header; its name is the one this page puts to the student's id.
  const header = useQuery(StudentHeaderQuery, { variables: { id: studentId }, context: { errorsInPlace: true } });
  const name = header.data?.student.name;
  const students = useMemo(() => new Map(name ? [[studentId, name]] : []), [studentId, name]);
  const fixed = useMemo(() => ({ studentId }), [studentId]);
  return (
    <StudentFrame title="Access trail">
      <TrailNote />
      <AuditTrailList
        list={StudentAuditTrailQuery}
        exportTrail={ExportStudentAuditTrailMutation}
        fixed={fixed}
        filters={studentTrailFilters}
        users={users.names}
        students={students}
        view="table"
      />
    </StudentFrame>
  );
}
