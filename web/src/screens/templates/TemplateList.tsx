// The template list (kit) with its deleted list under ?view=deleted; templates are added and edited in the upload
// dialog (the body is a file), and each row opens the template's pages.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { col, defineResource, derived, statusCol, type RowOf } from '../../kit';
import { documentTemplateDocuments } from './operations';
import { TemplateDialog } from './TemplateDialog';

type Row = RowOf<typeof documentTemplateDocuments.list>;

function AddTemplate() {
  const [open, setOpen] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  return (
    <>
      <Button icon="add" intent="primary" text="Add template" onClick={() => setOpen(true)} />
      <TemplateDialog
        isOpen={open}
        template={null}
        onClose={() => setOpen(false)}
        onSaved={(id) => {
          setOpen(false);
          void client.refetchQueries({ include: ['DocumentTemplateList'] });
          void navigate(`/templates/preview/${id}`);
        }}
      />
    </>
  );
}

function useRowActions() {
  const navigate = useNavigate();
  return [
    { label: 'Open', ariaLabel: (row: Row) => `Open ${row.name}`, onClick: (row: Row) => navigate(`/templates/preview/${row.id}`) },
    { label: 'Comments', ariaLabel: (row: Row) => `Comments on ${row.name}`, onClick: (row: Row) => navigate(`/templates/comment/${row.id}`) },
    {
      label: 'Send',
      ariaLabel: (row: Row) => `Send ${row.name} to a family`,
      onClick: (row: Row) => navigate(`/templates/customer-preview/${row.id}`),
    },
  ];
}

const kit = defineResource({
  singular: 'Template',
  plural: 'Templates',
  paths: { list: '/templates', deleted: '/templates?view=deleted' },
  documents: documentTemplateDocuments,
  rowName: (row) => row.name,
  columns: [
    col('name', 'Name', { flex: 2, minWidth: 230 }),
    derived<Row>('kind', 'Kind', (row) => (row.kind === 'WORD' ? 'Word' : 'PDF'), { sortField: 'kind', flex: 0.6, minWidth: 80 }),
    derived<Row>('fields', 'Merge fields', (row) => row.fields.map((field) => `{${field}}`).join(' '), { flex: 2 }),
    col('reviewStatus', 'Review', { flex: 0.8, minWidth: 110 }),
    derived<Row>('commentCount', 'Comments', (row) => row.commentCount, { flex: 0.7, minWidth: 110 }),
    statusCol(),
  ],
  toolbar: <AddTemplate />,
  useActions: useRowActions,
});

export function TemplateList() {
  const [params] = useSearchParams();
  return params.get('view') === 'deleted' ? <kit.Deleted /> : <kit.List />;
}
