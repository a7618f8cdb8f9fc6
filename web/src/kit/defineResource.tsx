// One resource as a short declaration: its documents, columns and fields, and whom its records belong to where
// they have an owner. The kit turns it into the pages the route table opens: the list, add, edit, deleted list and
// import, each scoped by the owner's id when there is one. Presented as a paged grid with add and edit on pages or
// in dialogs, or (an owner's few records, like a student's diagnoses) as a plain table.
import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FieldSpec } from './form/fieldSpec';
import { ResourceForm } from './form/ResourceForm';
import type { GridColumn, RowAction } from './grid/DataGrid';
import { DeletedList } from './list/DeletedList';
import { DialogList } from './list/DialogList';
import { ResourceList, type ListFilters } from './list/ResourceList';
import { NoFrame, ownerPath, type ResourceOwner } from './resourceOwner';
import { tablePages, type TableResourceSpec, type TableScreens } from './tablePages';
import { ImportPage } from './transfer/ImportPage';
import type {
  BulkDocument,
  CreateDocument,
  DeleteDocument,
  ExportDocument,
  ExtraVariables,
  ImportDocument,
  ListDocument,
  ListVariables,
  RecordDocument,
  RowShape,
  UpdateDocument,
} from './types';

export interface ResourceDocuments<TRow, TVars extends ListVariables, TInput, TRecord> {
  list: ListDocument<TRow, TVars>;
  one?: RecordDocument<TRecord>;
  create?: CreateDocument<TInput>;
  update?: UpdateDocument<TInput>;
  remove?: DeleteDocument;
  deleted?: ListDocument<TRow, TVars>;
  restore?: BulkDocument;
  purge?: BulkDocument;
  exportList?: ExportDocument<TVars>;
  importFile?: ImportDocument;
}

/** The pages' addresses; a resource with an owner names the owner's parameter in them (`/school-contacts/:school_id`). */
export interface ResourcePaths {
  list: string;
  add?: string;
  edit?: (id: string) => string;
  deleted?: string;
  import?: string;
}

export interface ResourceSpec<TRow extends RowShape, TVars extends ListVariables, TInput, TRecord> {
  singular: string;
  plural: string;
  paths: ResourcePaths;
  /** The route parameter of the edit page; `id` unless the route names it otherwise. */
  idParam?: string;
  documents: ResourceDocuments<TRow, TVars, TInput, TRecord>;
  columns: readonly GridColumn<TRow>[];
  rowName: (row: TRow) => string;
  fields?: readonly FieldSpec<TInput>[];
  /** The import file's columns, as the add form's fields name them. */
  importColumns?: string;
  pageSizes?: readonly number[];
  listVariables?: ExtraVariables<TVars>;
  actions?: readonly RowAction<TRow>[];
  /** Row actions that need hooks (a write of their own, like run now); called by the list page. */
  useActions?: () => readonly RowAction<TRow>[];
  toolbar?: ReactNode;
  /** Filters kept in the address and sent with the list and its export. */
  filters?: ListFilters<TVars>;
  /** Whom the records belong to: the pages read the owner's id from the address and scope everything by it. */
  owner?: ResourceOwner<ExtraVariables<TVars>, TInput, TRecord>;
  /** Add and edit on pages of their own (the default), or in a dialog over the list. */
  presentation?: 'pages' | 'dialogs';
}

export type ResourceScreens = {
  List: ComponentType;
  Add: ComponentType;
  Edit: ComponentType;
  Deleted: ComponentType;
  Import: ComponentType;
};

const NO_ACTIONS: readonly never[] = [];

function Missing({ what }: { what: string }): never {
  throw new Error(`This resource has no ${what}.`);
}

export function defineResource<TRow extends RowShape, TInput, TOwnerVars extends Record<string, unknown>>(
  spec: TableResourceSpec<TRow, TInput, TOwnerVars>,
): TableScreens;
export function defineResource<TRow extends RowShape, TVars extends ListVariables, TInput, TRecord extends Record<string, unknown>>(
  spec: ResourceSpec<TRow, TVars, TInput, TRecord>,
): ResourceScreens;
export function defineResource<
  TRow extends RowShape,
  TVars extends ListVariables,
  TInput,
  TRecord extends Record<string, unknown>,
  TOwnerVars extends Record<string, unknown>,
>(spec: ResourceSpec<TRow, TVars, TInput, TRecord> | TableResourceSpec<TRow, TInput, TOwnerVars>): ResourceScreens | TableScreens {
  declarations.push(spec);
  return spec.presentation === 'table' ? tablePages(spec) : gridPages(spec);
}

const declarations: unknown[] = [];

/**
 * Every declaration made so far, as the kit received it: what the kit's tests hold every resource to (each edit
 * form saved unchanged sends the record back). Unknown here, each test reads what it checks.
 */
export function declaredResources(): readonly unknown[] {
  return declarations;
}

/** The paged grid presentation: the list, with add and edit on pages of their own or in dialogs over it. */
function gridPages<TRow extends RowShape, TVars extends ListVariables, TInput, TRecord extends Record<string, unknown>>(
  spec: ResourceSpec<TRow, TVars, TInput, TRecord>,
): ResourceScreens {
  const { singular, plural, paths, documents, columns, rowName, owner } = spec;
  const fields = spec.fields ?? [];
  const Frame = owner?.Frame ?? NoFrame;

  const useNoActions = (): readonly RowAction<TRow>[] => NO_ACTIONS;
  const useActions = spec.useActions ?? useNoActions;

  /** The owner's id in the page's address; none for a resource without an owner. */
  function useOwnerId(): string | undefined {
    const params = useParams();
    return owner ? params[owner.param] : undefined;
  }

  /** A page's address, the owner's id put in; while the owner is not known, the owner's home. */
  function place(path: string, ownerId: string | undefined): string {
    if (!owner) return path;
    return ownerId ? ownerPath(path, owner.param, ownerId) : (owner.home ?? path);
  }

  /** The list's variables: the declaration's, and the owner's. */
  function useListVariables(ownerId: string | undefined): ExtraVariables<TVars> | undefined {
    return useMemo(() => (owner && ownerId ? { ...spec.listVariables, ...owner.variables(ownerId) } : spec.listVariables), [ownerId]);
  }

  /** The input fields the forms set themselves: the owner's id. */
  function useFixed(ownerId: string | undefined): Partial<TInput> | undefined {
    return useMemo(() => (owner?.input && ownerId ? owner.input(ownerId) : undefined), [ownerId]);
  }

  function List() {
    const ownerId = useOwnerId();
    const variables = useListVariables(ownerId);
    const fixed = useFixed(ownerId);
    const hooked = useActions();
    const actions = useMemo(() => [...(spec.actions ?? []), ...hooked], [hooked]);
    if (owner && !ownerId) return <Missing what={`${owner.param} in the address`} />;
    const list = {
      plural,
      singular,
      list: documents.list,
      variables,
      columns,
      rowName,
      pageSizes: spec.pageSizes,
      remove: documents.remove,
      deletedPath: documents.deleted && paths.deleted ? place(paths.deleted, ownerId) : undefined,
      importPath: documents.importFile && paths.import ? place(paths.import, ownerId) : undefined,
      exportList: documents.exportList,
      actions,
      toolbar: spec.toolbar,
      filters: spec.filters,
    };
    if (spec.presentation === 'dialogs') {
      const { create, update, one } = documents;
      if (!create || !update || !one) return <Missing what="create, update and record documents for its dialogs" />;
      return (
        <Frame ownerId={ownerId} title={plural}>
          <DialogList {...list} fields={fields} create={create} update={update} one={one} fixed={fixed} />
        </Frame>
      );
    }
    const { edit } = paths;
    return (
      <Frame ownerId={ownerId} title={plural}>
        <ResourceList
          {...list}
          addPath={documents.create && paths.add ? place(paths.add, ownerId) : undefined}
          editPath={documents.update && edit ? (row: TRow) => place(edit(row.id), ownerId) : undefined}
        />
      </Frame>
    );
  }

  function Add() {
    const ownerId = useOwnerId();
    const fixed = useFixed(ownerId);
    if (owner && !ownerId) return <Missing what={`${owner.param} in the address`} />;
    return (
      <Frame ownerId={ownerId} title={`Add ${singular}`}>
        <ResourceForm singular={singular} fields={fields} listPath={place(paths.list, ownerId)} create={documents.create} fixed={fixed} />
      </Frame>
    );
  }

  function Edit() {
    const params = useParams();
    const id = params[spec.idParam ?? 'id'];
    // An edit page addressed by the record alone learns its owner from the record.
    const [recordOwnerId, setRecordOwnerId] = useState<string>();
    const ownerId = useOwnerId() ?? recordOwnerId;
    const fixed = useFixed(ownerId);
    const ofRecord = owner?.ofRecord;
    const onRecord = useCallback((record: TRecord) => setRecordOwnerId(ofRecord?.(record)), [ofRecord]);
    if (!id) return <Missing what="record id in the address" />;
    return (
      <Frame ownerId={ownerId} title={`Edit ${singular}`}>
        <ResourceForm
          singular={singular}
          fields={fields}
          listPath={place(paths.list, ownerId)}
          one={documents.one}
          update={documents.update}
          id={id}
          fixed={fixed}
          onRecord={ofRecord ? onRecord : undefined}
        />
      </Frame>
    );
  }

  function Deleted() {
    const ownerId = useOwnerId();
    const variables = useListVariables(ownerId);
    const { deleted, restore, purge } = documents;
    if (!deleted || !restore || !purge) return <Missing what="deleted list" />;
    return (
      <Frame ownerId={ownerId} title={`Deleted ${plural}`}>
        <DeletedList
          plural={plural}
          singular={singular}
          deleted={deleted}
          variables={variables}
          columns={columns}
          rowName={rowName}
          restore={restore}
          purge={purge}
          listPath={place(paths.list, ownerId)}
          pageSizes={spec.pageSizes}
        />
      </Frame>
    );
  }

  function Import() {
    const ownerId = useOwnerId();
    if (!documents.importFile) return <Missing what="import" />;
    return (
      <Frame ownerId={ownerId} title={`Import ${plural}`}>
        <ImportPage plural={plural} document={documents.importFile} listPath={place(paths.list, ownerId)} columns={spec.importColumns ?? ''} />
      </Frame>
    );
  }

  return { List, Add, Edit, Deleted, Import };
}
