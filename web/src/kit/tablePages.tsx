// The table presentation of a resource with an owner (a student's diagnoses, funders and assessments): all the
// owner's records in a plain table, added and edited in dialogs over it or, where the routes have them, on pages of
// their own, every page inside the owner's frame. `defineResource` hands a declaration with `presentation: 'table'`
// here.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { FieldSpec } from './form/fieldSpec';
import { RecordForm, type Save } from './form/RecordForm';
import type { RowAction } from './grid/RowActionButtons';
import { RecordSection } from './list/RecordSection';
import type { TableColumn } from './list/RecordTable';
import { lower } from './nouns';
import type { ResourcePaths } from './defineResource';
import { NoFrame, ownerPath, type ResourceOwner } from './resourceOwner';
import type { RowShape, WriteOutcome } from './types';
import { useWrite, type WriteResult } from './writes/useWrite';

type Update<TInput> = (id: string, input: TInput) => Promise<WriteResult<unknown>>;

export interface TableDocuments<TRow, TInput, TOwnerVars> {
  /** The owner's records, aliased `rows`. */
  rows: TypedDocumentNode<{ rows: TRow[] }, TOwnerVars>;
  /** One record for the edit page, aliased `record`. */
  one?: TypedDocumentNode<{ record: object }, { id: string }>;
  create?: TypedDocumentNode<unknown, TOwnerVars & { input: TInput }>;
  /** Sent the owner's variables too, for the APIs that want them; a document that does not declare them ignores them. */
  update?: TypedDocumentNode<unknown, { id: string; input: TInput }> | TypedDocumentNode<unknown, TOwnerVars & { id: string; input: TInput }>;
  /** Aliased `result`. */
  remove?: TypedDocumentNode<{ result: WriteOutcome }, { id: string }>;
}

export interface TableResourceSpec<TRow extends RowShape, TInput, TOwnerVars> {
  presentation: 'table';
  /** Whom the records belong to; every page reads the owner's id from its address. */
  owner: ResourceOwner<TOwnerVars>;
  plural: string;
  singular: string;
  /** The page's title; the plural unless told. */
  title?: string;
  documents: TableDocuments<TRow, TInput, TOwnerVars>;
  columns: readonly TableColumn<TRow>[];
  rowName: (row: TRow) => string;
  fields: (ownerId: string) => readonly FieldSpec<TInput>[];
  /** The form's input as the API wants it, where the two differ. */
  toApiInput?: (input: TInput) => TInput;
  /** The form's values for a row, where they differ from the row's own fields. */
  toRecord?: (row: TRow) => Record<string, unknown>;
  /** The success messages; `<Singular> added.`, `updated.` and `deleted.` unless told. */
  messages?: Partial<Record<'added' | 'updated' | 'deleted', string>>;
  /** Pages of their own for add and edit, as the routes have them, naming the owner's parameter; dialogs otherwise. */
  paths?: ResourcePaths;
  /** The route parameter of the edit page; `id` unless the route names it otherwise. */
  idParam?: string;
  useActions?: (ownerId: string) => readonly RowAction<TRow>[];
  /** Shown above the list. */
  above?: (ownerId: string) => ReactNode;
  deleteNote?: string;
}

const noSave = () => Promise.resolve({ ok: false as const, fieldErrors: {}, message: null });
const NO_ACTIONS: readonly never[] = [];

function useRequiredParam(name: string): string {
  const value = useParams()[name];
  if (!value) throw new Error(`This page needs ${name} in its address.`);
  return value;
}

export type TableScreens = { List: ComponentType; Add: ComponentType; Edit: ComponentType };

export function tablePages<TRow extends RowShape, TInput, TOwnerVars extends Record<string, unknown>>(
  spec: TableResourceSpec<TRow, TInput, TOwnerVars>,
): TableScreens {
  const { documents, singular, owner, paths } = spec;
  const Frame = owner.Frame ?? NoFrame;
  /** A page's address with the owner's id put in. */
  const place = (path: string, ownerId: string) => ownerPath(path, owner.param, ownerId);
  const listPath = (ownerId: string) => (paths ? place(paths.list, ownerId) : (owner.home ?? '/'));
  const done = { added: `${singular} added.`, updated: `${singular} updated.`, deleted: `${singular} deleted.`, ...spec.messages };
  const apiInput = spec.toApiInput ?? ((input: TInput) => input);
  const { create, update, remove, one } = documents;

  // Each hook is made once from the declaration: a resource without a document has a hook that returns nothing.
  const useCreate: (ownerId: string) => Save<TInput> | undefined = create
    ? (ownerId) => {
        const write = useWrite(create);
        return (input) => write.run({ ...owner.variables(ownerId), input: apiInput(input) }, done.added);
      }
    : () => undefined;

  const useUpdate: (ownerId: string) => Update<TInput> | undefined = update
    ? (ownerId) => {
        // A document that does not declare the owner's variables ignores them.
        const write = useWrite(update as TypedDocumentNode<unknown, TOwnerVars & { id: string; input: TInput }>);
        return (id, input) => write.run({ ...owner.variables(ownerId), id, input: apiInput(input) }, done.updated);
      }
    : () => undefined;

  const useRemove: () => ((row: TRow) => Promise<WriteResult<unknown>>) | undefined = remove
    ? () => {
        const write = useWrite(remove);
        return (row) => write.run({ id: row.id }, done.deleted);
      }
    : () => undefined;

  /** The record for the edit page; none without a `one` document. */
  const useOne: (id: string) => { record: Record<string, unknown> | undefined; loading: boolean } = one
    ? (id) => {
        const { data, loading } = useQuery(one, { variables: { id }, fetchPolicy: 'network-only' });
        return { record: data?.record as Record<string, unknown> | undefined, loading };
      }
    : () => ({ record: undefined, loading: false });

  const useNoActions = (): readonly RowAction<TRow>[] => NO_ACTIONS;
  const useActions = spec.useActions ?? useNoActions;

  function List() {
    const ownerId = useRequiredParam(owner.param);
    const navigate = useNavigate();
    const { data, loading, error, refetch } = useQuery(documents.rows, {
      variables: owner.variables(ownerId),
      fetchPolicy: 'cache-and-network',
    });
    const create = useCreate(ownerId);
    const update = useUpdate(ownerId);
    const remove = useRemove();
    const actions = useActions(ownerId);
    const { add, edit } = paths ?? {};
    return (
      <Frame ownerId={ownerId} title={spec.title ?? spec.plural}>
        {spec.above?.(ownerId)}
        <RecordSection<TRow, TInput>
          plural={spec.plural}
          singular={singular}
          rows={data?.rows}
          loading={loading}
          error={error}
          refetch={refetch}
          columns={spec.columns}
          rowName={spec.rowName}
          fields={spec.fields(ownerId)}
          create={create}
          update={update ? (row, input) => update(row.id, input) : undefined}
          remove={remove}
          toRecord={spec.toRecord}
          actions={actions}
          addPage={add && create ? () => void navigate(place(add, ownerId)) : undefined}
          editPage={edit && update ? (row) => void navigate(place(edit(row.id), ownerId)) : undefined}
          deleteNote={spec.deleteNote}
        />
      </Frame>
    );
  }

  function Add() {
    const ownerId = useRequiredParam(owner.param);
    const navigate = useNavigate();
    const create = useCreate(ownerId) ?? noSave;
    const back = () => void navigate(listPath(ownerId));
    const label = `Add ${lower(singular)}`;
    return (
      <Frame ownerId={ownerId} title={label}>
        <RecordForm label={label} fields={spec.fields(ownerId)} submitText={label} save={create} onSaved={back} onCancel={back} />
      </Frame>
    );
  }

  function Edit() {
    const ownerId = useRequiredParam(owner.param);
    const id = useRequiredParam(spec.idParam ?? 'id');
    const navigate = useNavigate();
    const update = useUpdate(ownerId);
    const { record, loading } = useOne(id);
    const back = () => void navigate(listPath(ownerId));
    const label = `Edit ${lower(singular)}`;
    return (
      <Frame ownerId={ownerId} title={label}>
        {loading && !record ? (
          <Spinner aria-label={`Loading ${lower(singular)}`} />
        ) : (
          record && (
            <RecordForm
              key={id}
              label={label}
              fields={spec.fields(ownerId)}
              record={record}
              submitText="Save changes"
              save={update ? (input) => update(id, input) : noSave}
              onSaved={back}
              onCancel={back}
            />
          )
        )}
      </Frame>
    );
  }

  return { List, Add, Edit };
}

/** The row type of an owner's table document aliased `rows`. */
export type TableRowOf<TDocument> =
  TDocument extends TypedDocumentNode<infer TResult, infer _TVars> ? (TResult extends { rows: ReadonlyArray<infer TRow> } ? TRow : never) : never;
