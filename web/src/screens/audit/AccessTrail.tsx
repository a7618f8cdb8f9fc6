// The Super Admin's access trail: every operation that read or changed a student's information, newest first,
// searched by student, user and days, and exported as CSV with the same filters.
import { AuditTrailList } from './AuditTrailList';
import { trailFilters, useStudentNames, useUserNames } from './filters';
import { AuditTrailQuery, ExportAuditTrailMutation } from './operations';
import { TrailNote } from './TrailNote';

const noFixed = {};

export function AccessTrail() {
  const users = useUserNames();
  const students = useStudentNames();
  return (
    <>
      <TrailNote />
      <AuditTrailList
        list={AuditTrailQuery}
        exportTrail={ExportAuditTrailMutation}
        fixed={noFixed}
        filters={trailFilters}
        users={users.names}
        students={students.names}
      />
    </>
  );
}
