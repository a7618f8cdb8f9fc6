// The builder as a page: a new form, or a saved one read by the id in the address (loading, not found, error).
import { useQuery } from '@apollo/client/react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { isAnnounced } from '../../../../app/links';
import { IntakeFormQuery } from '../operations';
import { FormBuilder } from './FormBuilder';

export function AddIntakeForm() {
  return <FormBuilder form={null} />;
}

export function EditIntakeForm() {
  const { intake_form_id: id = '' } = useParams();
  const { data, loading, error } = useQuery(IntakeFormQuery, { variables: { id }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Spinner aria-label="Loading intake form" />;
  if (!data)
    return (
      <NonIdealState
        icon="error"
        title="This intake form could not be opened"
        description={error && !isAnnounced(error) ? error.message : 'It may have been deleted.'}
      />
    );
  return <FormBuilder key={data.record.id} form={data.record} />;
}
