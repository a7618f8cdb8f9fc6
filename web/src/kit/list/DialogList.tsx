// A list whose records are added and edited in a dialog over it (a school's contacts and holidays, note helper
// categories): the list page of the kit plus the form dialog, refreshed after each save.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormDialog } from '../form/FormDialog';
import type { FieldSpec } from '../form/fieldSpec';
import type { RowAction } from '../grid/DataGrid';
import type { CreateDocument, ListVariables, RecordDocument, RowShape, UpdateDocument } from '../types';
import { ResourceList, type ResourceListProps } from './ResourceList';

export interface DialogListProps<TRow extends RowShape, TVars extends ListVariables, TInput, TRecord> extends Omit<
  ResourceListProps<TRow, TVars>,
  'addPath' | 'editPath'
> {
  fields: readonly FieldSpec<TInput>[];
  create: CreateDocument<TInput>;
  update: UpdateDocument<TInput>;
  one: RecordDocument<TRecord>;
  /** Input fields the page sets itself (the school a contact belongs to). */
  fixed?: Partial<TInput>;
}

export function DialogList<TRow extends RowShape, TVars extends ListVariables, TInput, TRecord extends Record<string, unknown>>(
  props: DialogListProps<TRow, TVars, TInput, TRecord>,
) {
  const { fields, create, update, one, fixed, ...list } = props;
  const client = useApolloClient();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const actions = useMemo<RowAction<TRow>[]>(
    () => [{ label: 'Edit', ariaLabel: (row) => `Edit ${list.rowName(row)}`, onClick: (row) => setEditing({ id: row.id }) }, ...(list.actions ?? [])],
    [list.rowName, list.actions],
  );
  return (
    <>
      <ResourceList
        {...list}
        actions={actions}
        toolbar={
          <>
            {list.toolbar}
            <Button intent="primary" icon="plus" text={`Add ${list.singular.toLowerCase()}`} onClick={() => setEditing({})} />
          </>
        }
      />
      <FormDialog
        isOpen={editing !== null}
        singular={list.singular}
        fields={fields}
        create={create}
        update={update}
        one={one}
        id={editing?.id}
        fixed={fixed}
        onClose={(saved) => {
          setEditing(null);
          if (saved) void client.refetchQueries({ include: [list.list] });
        }}
      />
    </>
  );
}
