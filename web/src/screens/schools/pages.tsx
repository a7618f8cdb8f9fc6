// A school's principal page (per {school_id}), behind 'School'; its contacts and holidays are resources owned by it.
import { useQuery } from '@apollo/client/react';
import {} from '@blueprintjs/core';
import { useParams } from 'react-router';
import { FieldsForm, useWrite, type FieldSpec } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import type { SchoolPrincipalInput } from '../../gql/graphql';
import { SaveSchoolPrincipal, SchoolPrincipalRecord } from './principalOperations';
import { SchoolHeading } from './schoolOwner';
import '../../kit/kit.css';

const principalFields: FieldSpec<SchoolPrincipalInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
];

/** /school-principal/{school_id}: one principal per school, saved in place. */
export function Principal() {
  const { school_id: schoolId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SchoolPrincipalRecord, { variables: { schoolId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveSchoolPrincipal);
  if (!data) return <Loaded what="the principal" loading={loading} error={error} ready={false} retry={() => void refetch()} />;
  const principal = data?.principal ?? null;
  return (
    <div className="kit-page">
      <SchoolHeading schoolId={schoolId} what="The principal" />
      <FieldsForm
        key={principal?.updatedAt ?? 'none'}
        singular="Principal"
        fields={principalFields}
        listPath="/school"
        record={principal}
        save={(input) => saving.run({ schoolId, input }, 'Principal saved.')}
        pending={saving.pending}
      />
    </div>
  );
}

export const screens = { Principal };
