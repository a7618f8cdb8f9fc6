// Add, copy and edit an authorization (/add-student-authorization/{student_id},
// /copy-student-authorization/{edit_id}/{student_id}, /edit-student-authorization/{edit_id}/{student_id}). A copy
// starts from the original's values with no units used, and carries the original's services and billing codes.
import { useQuery } from '@apollo/client/react';
import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useWrite } from '../../../kit';
import { AuthorizationFlags } from '../shared/AuthorizationFlags';
import { usDate } from '../shared/format';
import { RecordForm } from '../../../kit/form/RecordForm';
import { Loaded } from '../../../kit/Loaded';
import { StudentFrame } from '../shared/StudentFrame';
import { useRequiredParam, useStudentId } from '../shared/useStudentId';
import { AuthorizationServices } from './AuthorizationServices';
import { UnitsCell } from './Authorizations';
import { authorizationFields } from './fields';
import {
  CopyStudentAuthorizationMutation,
  CreateStudentAuthorizationMutation,
  StudentAuthorizationQuery,
  UpdateStudentAuthorizationMutation,
} from './operations';

function useBack() {
  const studentId = useStudentId();
  const navigate = useNavigate();
  return () => void navigate(`/student-authorization/${studentId}`);
}

export function AddAuthorization() {
  const studentId = useStudentId();
  const back = useBack();
  const creating = useWrite(CreateStudentAuthorizationMutation);
  return (
    <StudentFrame title="Add authorization">
      <RecordForm
        label="Add authorization"
        fields={authorizationFields}
        submitText="Add authorization"
        save={(input) => creating.run({ studentId, input }, 'Authorization added.')}
        onSaved={back}
        onCancel={back}
      />
    </StudentFrame>
  );
}

export function CopyAuthorization() {
  const studentId = useStudentId();
  const copyFromId = useRequiredParam('edit_id');
  const back = useBack();
  const copying = useWrite(CopyStudentAuthorizationMutation);
  const { data, loading, error, refetch } = useQuery(StudentAuthorizationQuery, { variables: { id: copyFromId }, fetchPolicy: 'network-only' });
  const initial = useMemo(
    () => (data ? { ...data.record, unitsUsed: 0, authorizationNumber: `${data.record.authorizationNumber}-COPY` } : null),
    [data],
  );
  return (
    <StudentFrame title="Copy authorization">
      <Loaded what="the authorization" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        {data && (
          <RecordForm
            label="Copy authorization"
            intro={
              <Callout intent="primary" icon="duplicate" className="student-form-intro">
                A new authorization from <strong>{data.record.authorizationNumber}</strong> ({usDate(data.record.startDate)} –{' '}
                {usDate(data.record.endDate)}): change the number and dates; its services and billing codes come along, with no units used yet.
              </Callout>
            }
            fields={authorizationFields}
            initial={initial}
            submitText="Save copy"
            save={(input) => copying.run({ studentId, copyFromId, input }, 'Authorization copied.')}
            onSaved={back}
            onCancel={back}
          />
        )}
      </Loaded>
    </StudentFrame>
  );
}

export function EditAuthorization() {
  const id = useRequiredParam('edit_id');
  const back = useBack();
  const updating = useWrite(UpdateStudentAuthorizationMutation);
  const { data, loading, error, refetch } = useQuery(StudentAuthorizationQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const record = data?.record;
  return (
    <StudentFrame title="Edit authorization">
      <Loaded what="the authorization" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        {record && (
          <>
            <div className="kit-panel student-auth-summary">
              <UnitsCell auth={record} />
              <p>
                Ends {usDate(record.endDate)} <AuthorizationFlags auth={record} />
              </p>
            </div>
            <RecordForm
              key={record.id}
              label="Edit authorization"
              fields={authorizationFields}
              record={record}
              submitText="Save changes"
              save={(input) => updating.run({ id, input }, 'Authorization updated.')}
              onSaved={() => void refetch()}
              onCancel={back}
            />
            <AuthorizationServices authorizationId={id} />
          </>
        )}
      </Loaded>
    </StudentFrame>
  );
}
