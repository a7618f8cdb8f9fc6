// One per-student list with add, edit and delete in dialogs: what most per-student pages are. The screen gives
// the rows its query returned, the columns, the form's fields and the writes; the section asks before deleting and
// hides the writes the user's permissions do not allow.
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { isAnnounced } from '../../../app/links';
import { ConfirmAlert, type FieldSpec } from '../../../kit';
import type { WriteResult } from '../../../kit/writes/useWrite';
import { lower } from './format';
import { useStudentPermissions } from './permissions';
import { RecordDialog } from './RecordForm';
import type { RowAction } from '../../../kit/grid/RowActionButtons';
import { RecordTable, type TableColumn } from './RecordTable';

export interface CrudSectionProps<TRow extends { id: string }, TInput> {
  plural: string;
  singular: string;
  rows: readonly TRow[] | undefined;
  loading: boolean;
  error?: Error;
  refetch: () => unknown;
  columns: readonly TableColumn<TRow>[];
  rowName: (row: TRow) => string;
  fields?: readonly FieldSpec<TInput>[];
  create?: (input: TInput) => Promise<WriteResult<unknown>>;
  update?: (row: TRow, input: TInput) => Promise<WriteResult<unknown>>;
  remove?: (row: TRow) => Promise<WriteResult<unknown>>;
  /** The form's values for a row, where they differ from the row's own fields. */
  toRecord?: (row: TRow) => Record<string, unknown>;
  actions?: readonly RowAction<TRow>[];
  toolbar?: ReactNode;
  rowClass?: (row: TRow) => string | undefined;
  /** Writes open on their own pages instead of dialogs. */
  addPage?: () => void;
  editPage?: (row: TRow) => void;
  /** Data entry is recording, not editing the record: allowed with the List method alone. */
  recording?: boolean;
  deleteNote?: string;
}

export function CrudSection<TRow extends { id: string }, TInput>(props: CrudSectionProps<TRow, TInput>) {
  const { plural, singular, rows, loading, error, refetch, columns, rowName, fields = [] } = props;
  const permissions = useStudentPermissions();
  const mayAdd = props.recording || permissions.add;
  const mayEdit = props.recording || permissions.edit;
  const mayDelete = props.recording || permissions.remove;
  const [editing, setEditing] = useState<TRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [deletePending, setDeletePending] = useState(false);

  const actions: RowAction<TRow>[] = [...(props.actions ?? [])];
  if (mayEdit && (props.update || props.editPage)) {
    actions.unshift({
      label: 'Edit',
      ariaLabel: (row) => `Edit ${rowName(row)}`,
      onClick: (row) => (props.editPage ? props.editPage(row) : setEditing(row)),
    });
  }
  if (mayDelete && props.remove) {
    actions.push({ label: 'Delete', intent: 'danger', ariaLabel: (row) => `Delete ${rowName(row)}`, onClick: setDeleting });
  }

  const confirmDelete = async () => {
    if (!deleting || !props.remove) return;
    setDeletePending(true);
    const outcome = await props.remove(deleting);
    setDeletePending(false);
    setDeleting(null);
    if (outcome.ok) void refetch();
  };

  const editRow = editing !== null && editing !== 'new' ? editing : null;
  return (
    <section className="student-section" aria-label={plural}>
      <div className="kit-toolbar" role="toolbar" aria-label={`${plural} actions`}>
        {loading && rows && <Spinner size={16} aria-label="Loading" />}
        <span className="kit-toolbar-spacer" />
        {props.toolbar}
        {mayAdd && (props.create || props.addPage) && (
          <Button
            intent="primary"
            icon="plus"
            text={`Add ${lower(singular)}`}
            onClick={() => (props.addPage ? props.addPage() : setEditing('new'))}
          />
        )}
      </div>
      {error && !isAnnounced(error) && (
        <Callout intent="danger" title={`The ${lower(plural)} could not be loaded`}>
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {!rows && loading ? (
        <Spinner aria-label={`Loading ${lower(plural)}`} />
      ) : (
        rows && <RecordTable caption={plural} rows={rows} columns={columns} actions={actions} rowClass={props.rowClass} />
      )}
      {fields.length > 0 && (props.create || props.update) && (
        <RecordDialog<TInput>
          isOpen={editing !== null}
          title={editRow ? `Edit ${lower(singular)}` : `Add ${lower(singular)}`}
          label={editRow ? `Edit ${lower(singular)}` : `Add ${lower(singular)}`}
          submitText={editRow ? 'Save changes' : `Add ${lower(singular)}`}
          fields={fields}
          record={editRow ? (props.toRecord?.(editRow) ?? (editRow as unknown as Record<string, unknown>)) : null}
          save={(input) => (editRow ? props.update!(editRow, input) : props.create!(input))}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refetch();
          }}
        />
      )}
      <ConfirmAlert
        isOpen={deleting !== null}
        confirmText="Delete"
        pending={deletePending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Delete {lower(singular)} <strong>{deleting ? rowName(deleting) : ''}</strong>?
        </p>
        {props.deleteNote && <p>{props.deleteNote}</p>}
      </ConfirmAlert>
    </section>
  );
}
