// A student's authorizations (list, add, copy, edit, delete, restore, permanent delete). Each
// shows units authorized, used and remaining and its end date; those ending within 30 days or with under 10% of
// their units left are flagged where the eye lands first.
import { useQuery } from '@apollo/client/react';
import { H4, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmAlert, useWrite } from '../../../kit';
import type { StudentAuthorizationFieldsFragment } from '../../../gql/graphql';
import { AuthorizationFlags } from '../shared/AuthorizationFlags';
import { RecordSection } from '../../../kit/list/RecordSection';
import { usDate } from '../shared/format';
import { useStudentPermissions } from '../shared/permissions';
import { RecordTable } from '../../../kit/list/RecordTable';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import {
  DeleteStudentAuthorizationMutation,
  PurgeStudentAuthorizationMutation,
  RestoreStudentAuthorizationMutation,
  StudentAuthorizationsQuery,
} from './operations';

type Auth = StudentAuthorizationFieldsFragment;

export function UnitsCell({ auth }: { auth: Pick<Auth, 'totalUnits' | 'unitsUsed' | 'unitsRemaining' | 'lowUnits'> }) {
  const share = auth.totalUnits > 0 ? Math.min(1, Math.max(0, auth.unitsUsed / auth.totalUnits)) : 1;
  return (
    <div>
      <div>
        <strong>{auth.unitsRemaining}</strong> left of {auth.totalUnits} ({auth.unitsUsed} used)
      </div>
      <ProgressBar
        value={share}
        stripes={false}
        animate={false}
        intent={auth.lowUnits ? 'danger' : 'primary'}
        aria-label={`${auth.unitsUsed} of ${auth.totalUnits} units used`}
      />
    </div>
  );
}

export const authorizationColumns = [
  { header: 'Number', cell: (row: Auth) => row.authorizationNumber },
  { header: 'Funder', cell: (row: Auth) => row.funder?.name ?? '—' },
  { header: 'Service', cell: (row: Auth) => row.service?.name ?? '—' },
  { header: 'Period', cell: (row: Auth) => `${usDate(row.startDate)} – ${usDate(row.endDate)}` },
  { header: 'Units', cell: (row: Auth) => <UnitsCell auth={row} /> },
  { header: 'Status', cell: (row: Auth) => row.status ?? '—' },
  { header: 'Alerts', cell: (row: Auth) => <AuthorizationFlags auth={row} /> },
];

export function Authorizations() {
  const studentId = useStudentId();
  const navigate = useNavigate();
  const permissions = useStudentPermissions();
  const { data, loading, error, refetch } = useQuery(StudentAuthorizationsQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const removing = useWrite(DeleteStudentAuthorizationMutation);
  const restoring = useWrite(RestoreStudentAuthorizationMutation);
  const purging = useWrite(PurgeStudentAuthorizationMutation);
  const [purgeOf, setPurgeOf] = useState<Auth | null>(null);

  return (
    <StudentFrame title="Authorizations">
      <RecordSection<Auth, never>
        plural="Authorizations"
        singular="Authorization"
        rows={data?.rows}
        loading={loading}
        error={error}
        refetch={refetch}
        rowName={(row) => row.authorizationNumber}
        rowClass={(row) => (row.needsAttention ? 'student-row-attention' : undefined)}
        columns={authorizationColumns}
        addPage={() => void navigate(`/add-student-authorization/${studentId}`)}
        editPage={(row) => void navigate(`/edit-student-authorization/${row.id}/${studentId}`)}
        remove={(row) => removing.run({ id: row.id }, 'Authorization deleted.')}
        deleteNote="It moves to the deleted authorizations below, where it can be restored."
        actions={
          permissions.add
            ? [
                {
                  label: 'Copy',
                  ariaLabel: (row: Auth) => `Copy ${row.authorizationNumber}`,
                  onClick: (row: Auth) => void navigate(`/copy-student-authorization/${row.id}/${studentId}`),
                },
              ]
            : []
        }
      />
      {(data?.deleted.length ?? 0) > 0 && (
        <section aria-label="Deleted authorizations" className="student-section">
          <H4>Deleted authorizations</H4>
          <RecordTable
            caption="Deleted authorizations"
            rows={data?.deleted ?? []}
            columns={authorizationColumns.slice(0, 5)}
            actions={
              permissions.remove
                ? [
                    {
                      label: 'Restore',
                      intent: 'primary',
                      ariaLabel: (row) => `Restore ${row.authorizationNumber}`,
                      onClick: (row) =>
                        void restoring.run({ ids: [row.id] }, 'Authorization restored.').then((outcome) => {
                          if (outcome.ok) void refetch();
                        }),
                    },
                    {
                      label: 'Delete for good',
                      intent: 'danger',
                      ariaLabel: (row) => `Delete for good ${row.authorizationNumber}`,
                      onClick: setPurgeOf,
                    },
                  ]
                : []
            }
          />
        </section>
      )}
      <ConfirmAlert
        isOpen={purgeOf !== null}
        confirmText="Delete for good"
        pending={purging.pending}
        onCancel={() => setPurgeOf(null)}
        onConfirm={() =>
          void purging.run({ ids: purgeOf ? [purgeOf.id] : [] }, 'Authorization deleted permanently.').then((outcome) => {
            setPurgeOf(null);
            if (outcome.ok) void refetch();
          })
        }
      >
        <p>
          Delete authorization <strong>{purgeOf?.authorizationNumber}</strong> for good? This cannot be undone.
        </p>
      </ConfirmAlert>
    </StudentFrame>
  );
}
