// The intake form templates (list, add, edit/{id}; intake-form, intake-form-clone,
// intake-form-preview): the kit's list with Clone and Preview (the guest page's own card) beside Edit and Delete;
// each form shows its version and how many families submitted it.
import { useQuery } from '@apollo/client/react';
import { Dialog, DialogBody, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, useWrite, type GridColumn, type RowAction } from '../../../kit';
import type { IntakeFormFieldsFragment } from '../../../gql/graphql';
import { usDateTime } from '../shared/formatDateTime';
import { BuilderPreview } from './builder/BuilderPreview';
import { CloneIntakeFormMutation, DeleteIntakeFormMutation, IntakeFormListQuery, IntakeFormPreviewQuery } from './operations';
import '../students.css';

type Row = IntakeFormFieldsFragment;

const columns: GridColumn<Row>[] = [
  { id: 'title', header: 'Title', value: (row) => row.title, flex: 1.7 },
  {
    id: 'fields',
    header: 'Questions',
    value: (row) => String(row.fields.filter((field) => field.type !== 'section').length),
    sortField: false,
    flex: 0.6,
  },
  {
    id: 'version',
    header: 'Version',
    value: (row) => `Version ${row.version} · ${row.submissionCount === 1 ? '1 submission' : `${row.submissionCount} submissions`}`,
    sortField: false,
    flex: 1.5,
  },
  { id: 'status', header: 'Status', value: (row) => (row.status === 0 ? 'Inactive' : 'Active'), flex: 0.55 },
  { id: 'updatedAt', header: 'Updated', value: (row) => usDateTime(row.updatedAt), flex: 0.9 },
];

export function IntakeFormPreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, loading } = useQuery(IntakeFormPreviewQuery, { variables: { id: id ?? '' }, skip: id === null });
  return (
    <Dialog isOpen={id !== null} title={data ? `Preview: ${data.form.title}` : 'Preview'} onClose={onClose} style={{ width: 760, maxWidth: '95vw' }}>
      <DialogBody>
        {loading && <Spinner aria-label="Loading preview" />}
        {data && <BuilderPreview title={data.form.title} fields={data.form.fields} />}
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
          void cloning
            .run({ id: row.id }, (answer) => `Cloned as “${answer.saved.title}”.`)
            .then((outcome) => {
              if (outcome.ok) void navigate(`/intake-forms/edit/${outcome.data.saved.id}`);
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
