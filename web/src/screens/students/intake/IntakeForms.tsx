// The intake form templates (list, add, edit/{id}; intake-form, intake-form-clone,
// intake-form-preview): the kit's list with Clone and Preview beside Edit and Delete.
import { useQuery } from '@apollo/client/react';
import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, useWrite, type GridColumn, type RowAction } from '../../../kit';
import type { IntakeFormFieldsFragment } from '../../../gql/graphql';
import { usDateTime } from '../shared/formatDateTime';
import { IntakeQuestions } from './IntakeFormFields';
import { CloneIntakeFormMutation, DeleteIntakeFormMutation, IntakeFormListQuery, IntakeFormPreviewQuery } from './operations';
import '../students.css';

type Row = IntakeFormFieldsFragment;

const columns: GridColumn<Row>[] = [
  { id: 'title', header: 'Title', value: (row) => row.title, flex: 2 },
  { id: 'fields', header: 'Questions', value: (row) => String(row.fields.length), sortField: false, flex: 0.6 },
  { id: 'status', header: 'Status', value: (row) => (row.status === 0 ? 'Inactive' : 'Active'), flex: 0.6 },
  { id: 'updatedAt', header: 'Updated', value: (row) => usDateTime(row.updatedAt), flex: 1 },
];

export function IntakeFormPreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, loading } = useQuery(IntakeFormPreviewQuery, { variables: { id: id ?? '' }, skip: id === null });
  return (
    <Dialog isOpen={id !== null} title={data ? `Preview: ${data.form.title}` : 'Preview'} onClose={onClose} style={{ width: 760, maxWidth: '95vw' }}>
      <DialogBody>
        {loading && <Spinner aria-label="Loading preview" />}
        {data && (
          <>
            {data.form.description && <p>{data.form.description}</p>}
            <IntakeQuestions idPrefix="preview" fields={data.form.fields} answers={{}} disabled />
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}

export function IntakeForms() {
  const navigate = useNavigate();
  const cloning = useWrite(CloneIntakeFormMutation);
  const [preview, setPreview] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      { label: 'Preview', ariaLabel: (row) => `Preview ${row.title}`, onClick: (row) => setPreview(row.id) },
      {
        label: 'Clone',
        ariaLabel: (row) => `Clone ${row.title}`,
        onClick: (row) =>
          void cloning.run({ id: row.id }, (answer) => `Cloned as “${answer.saved.title}”.`).then((outcome) => {
            if (outcome.ok) navigate(`/intake-forms/edit/${outcome.data.saved.id}`);
            else setVersion((current) => current + 1);
          }),
      },
    ],
    [cloning, navigate],
  );
  return (
    <>
      <ResourceList
        key={version}
        plural="Intake Forms"
        singular="Intake Form"
        list={IntakeFormListQuery}
        columns={columns}
        rowName={(row) => row.title}
        addPath="/intake-forms/add"
        editPath={(row) => `/intake-forms/edit/${row.id}`}
        remove={DeleteIntakeFormMutation}
        actions={actions}
      />
      <IntakeFormPreview id={preview} onClose={() => setPreview(null)} />
    </>
  );
}
