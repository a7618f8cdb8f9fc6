// An owner's list of records with add, edit and delete in dialogs (or on pages of their own): what most of a
// student's pages are. The screen gives the rows its query returned, the columns, the form's fields and the writes;
// the section asks before deleting and hides the writes the user's permissions do not allow.
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { isAnnounced } from '../../app/links';
import type { FieldSpec } from '../form/fieldSpec';
import { RecordDialog } from '../form/RecordForm';
import type { RowAction } from '../grid/RowActionButtons';
import { lower } from '../nouns';
import { ConfirmAlert } from '../writes/ConfirmAlert';
import type { WriteResult } from '../writes/useWrite';
import { RecordTable, type TableColumn } from './RecordTable';

/** The writes the user may make to the owner's records. */
export interface RecordPermissions {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

const EVERYTHING: RecordPermissions = { add: true, edit: true, remove: true };

/** The owner's page (a student's record frame) says what the user may do to its records; everything otherwise. */
export const RecordPermissionsContext = createContext<RecordPermissions>(EVERYTHING);

export interface RecordSectionProps<TRow extends { id: string }, TInput> {
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
  /** What the user may do, where it differs from the owner's page (data entry is recording, allowed with the List
   * method alone). */
  permissions?: RecordPermissions;
  deleteNote?: string;
}

export function RecordSection<TRow extends { id: string }, TInput>(props: RecordSectionProps<TRow, TInput>) {
  const { plural, singular, rows, loading, error, refetch, columns, rowName, fields = [] } = props;
  const fromOwner = useContext(RecordPermissionsContext);
  const { add: mayAdd, edit: mayEdit, remove: mayDelete } = props.permissions ?? fromOwner;
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
    <section className="kit-section" aria-label={plural}>
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
