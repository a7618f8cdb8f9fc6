// A student's weekly availability (student-availability): the hours on each weekday when sessions can be
// scheduled, edited on the kit's week grid and saved whole.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useWrite } from '../../../kit';
import { WeekEditor } from '../../../kit/availability/WeekEditor';
import { weekFromApi, weekToApi } from '../../../kit/availability/week';
import { useStudentPermissions } from '../shared/permissions';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { SaveStudentAvailabilityMutation, StudentAvailabilityQuery } from './operations';

export function Availability() {
  const studentId = useStudentId();
  const permissions = useStudentPermissions();
  const { data, error, refetch } = useQuery(StudentAvailabilityQuery, { variables: { studentId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveStudentAvailabilityMutation);
  const saved = useMemo(() => data && weekFromApi(data.rows), [data]);
  return (
    <StudentFrame title="Availability">
      <WeekEditor
        owner="the student"
        saved={saved}
        loadError={error}
        readOnly={!permissions.edit}
        saving={saving.pending}
        onSave={async (slots) => {
          const outcome = await saving.run({ studentId, slots: weekToApi(slots) }, 'Availability saved.');
          if (outcome.ok) await refetch();
          return outcome;
        }}
      />
    </StudentFrame>
  );
}
