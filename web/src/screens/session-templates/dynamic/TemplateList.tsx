// The list of built or PDF templates: the kit's list narrowed to one kind, each row with its preview and a clone
// (which opens the copy to edit); deleted templates are restored from the session templates' deleted list.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { RowAction, RowOf } from '../../../kit';
import { col, defineResource, derived, statusCol, useWrite } from '../../../kit';
import { CloneTemplate, CreateTemplate, DeleteTemplate, DeletedTemplateList, PurgeTemplates, RestoreTemplates, TemplateList } from './operations';
import { LinkButton } from '../../../kit/LinkButton';
import { builtTemplates, editPath, pdfTemplates, previewPath, type TemplateKind } from './paths';

type Row = RowOf<typeof TemplateList>;

function useRowActions(kind: TemplateKind): readonly RowAction<Row>[] {
  const navigate = useNavigate();
  const clone = useWrite(CloneTemplate);
  return useMemo(
    () => [
      { label: 'Preview', ariaLabel: (row: Row) => `Preview ${row.name}`, onClick: (row: Row) => navigate(previewPath(kind, row.id)) },
      {
        label: 'Clone',
        ariaLabel: (row: Row) => `Clone ${row.name}`,
        onClick: (row: Row) =>
          void clone
            .run({ id: row.id }, (data) => `Cloned as ${data.saved.name}.`)
            .then((result) => {
              if (result.ok) void navigate(editPath(kind, result.data.saved.id));
            }),
      },
    ],
    [clone, navigate, kind],
  );
}

export function templateListScreens(kind: TemplateKind) {
  // Built and PDF templates link to each other's list.
  const other = kind.source === 'PDF' ? builtTemplates : pdfTemplates;
  return defineResource({
    singular: kind.singular,
    plural: kind.plural,
    paths: { list: kind.base, add: `${kind.base}/add`, edit: (id: string) => editPath(kind, id), deleted: '/delete-session-template' },
    idParam: 'temp_id',
    // `create` shows the list's add button; adding opens the builder.
    documents: {
      list: TemplateList,
      create: CreateTemplate,
      remove: DeleteTemplate,
      deleted: DeletedTemplateList,
      restore: RestoreTemplates,
      purge: PurgeTemplates,
    },
    listVariables: { filter: { sourceType: kind.source } },
    rowName: (row) => row.name,
    columns: [
      col<Row>('name', 'Name', { flex: 2.6, minWidth: 260 }),
      derived<Row>('hcodes', 'Billing codes', (row) => row.hcodes.join(', ') || 'None', { flex: 1.6, minWidth: 200 }),
      derived<Row>('guardian', 'Guardian', (row) => (row.guardianSignatureRequired ? 'Signs' : 'No'), { flex: 0.7, minWidth: 100 }),
      col<Row>('verificationStatus', 'Verification', { flex: 0.9 }),
      statusCol<Row>(),
    ],
    useActions: () => useRowActions(kind),
    toolbar: <LinkButton to={other.base}>{other.plural}</LinkButton>,
  });
}
