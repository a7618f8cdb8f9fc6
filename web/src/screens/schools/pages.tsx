// A school's own pages (principal, contact and holidays pages per {school_id}), behind 'School'.
import { useQuery } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { col, dateCol, DialogList, FieldsForm, statusCol, useWrite, type FieldSpec } from '../../kit';
import type { SchoolContactInput, SchoolHolidayInput, SchoolPrincipalInput } from '../../gql/graphql';
import { schoolContactDocuments } from '../school-contacts/operations';
import { schoolHolidayDocuments } from '../school-holidays/operations';
import { SaveSchoolPrincipal, SchoolName, SchoolPrincipalRecord } from './principalOperations';
import '../../kit/kit.css';

function SchoolHeading({ schoolId, what }: { schoolId: string; what: string }) {
  const { data } = useQuery(SchoolName, { variables: { id: schoolId } });
  return <p className="kit-muted">{data ? `${what} of ${data.school.name}.` : '\u00a0'}</p>;
}

const principalFields: FieldSpec<SchoolPrincipalInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
];

/** /school-principal/{school_id}: one principal per school, saved in place. */
export function Principal() {
  const { school_id: schoolId = '' } = useParams();
  const { data, loading } = useQuery(SchoolPrincipalRecord, { variables: { schoolId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveSchoolPrincipal);
  if (loading && !data) return <Spinner aria-label="Loading the principal" />;
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

const contactFields: FieldSpec<SchoolContactInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'title', label: 'Role at the school', kind: 'text', placeholder: 'Teacher' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'status', label: 'Status', kind: 'status' },
];

/** /school-contacts/{school_id}. */
export function Contacts() {
  const { school_id: schoolId = '' } = useParams();
  const variables = useMemo(() => ({ filter: { schoolId } }), [schoolId]);
  return (
    <div className="kit-page">
      <SchoolHeading schoolId={schoolId} what="The contacts" />
      <DialogList
        plural="School Contacts"
        singular="Contact"
        list={schoolContactDocuments.list}
        variables={variables}
        columns={[col('name', 'Name', { flex: 2 }), col('title', 'Role', { flex: 1.5 }), col('email', 'Email', { flex: 2 }), col('phone', 'Phone'), statusCol()]}
        rowName={(row) => row.name}
        remove={schoolContactDocuments.remove}
        fields={contactFields}
        create={schoolContactDocuments.create}
        update={schoolContactDocuments.update}
        one={schoolContactDocuments.one}
        fixed={{ schoolId }}
      />
    </div>
  );
}

const holidayFields: FieldSpec<SchoolHolidayInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255, placeholder: 'Winter recess' },
  { name: 'startDate', label: 'First day', kind: 'date', required: true },
  { name: 'endDate', label: 'Last day', kind: 'date', helper: 'Leave empty for a single day.' },
];

/** /school-holidays/{school_id}: days no school session is scheduled. */
export function Holidays() {
  const { school_id: schoolId = '' } = useParams();
  const variables = useMemo(() => ({ filter: { schoolId } }), [schoolId]);
  return (
    <div className="kit-page">
      <SchoolHeading schoolId={schoolId} what="The holidays" />
      <DialogList
        plural="School Holidays"
        singular="Holiday"
        list={schoolHolidayDocuments.list}
        variables={variables}
        columns={[col('name', 'Name', { flex: 2 }), dateCol('startDate', 'First day'), dateCol('endDate', 'Last day')]}
        rowName={(row) => row.name}
        remove={schoolHolidayDocuments.remove}
        fields={holidayFields}
        create={schoolHolidayDocuments.create}
        update={schoolHolidayDocuments.update}
        one={schoolHolidayDocuments.one}
        fixed={{ schoolId }}
      />
    </div>
  );
}

export const screens = { Principal, Contacts, Holidays };
