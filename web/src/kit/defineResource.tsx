// One setup resource as a short declaration: its documents, columns and fields. The kit turns it into the pages
// the route table opens: the list, add, edit, deleted list and import.
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FieldSpec } from './form/fieldSpec';
import { ResourceForm } from './form/ResourceForm';
import type { GridColumn, RowAction } from './grid/DataGrid';
import { DeletedList } from './list/DeletedList';
import { ResourceList, type ListFilters } from './list/ResourceList';
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

export function defineResource<TRow extends RowShape, TVars extends ListVariables, TInput, TRecord extends Record<string, unknown>>(
  spec: ResourceSpec<TRow, TVars, TInput, TRecord>,
): ResourceScreens {
  const { singular, plural, paths, documents, columns, rowName } = spec;
  const fields = spec.fields ?? [];

  const useNoActions = (): readonly RowAction<TRow>[] => NO_ACTIONS;
  const useActions = spec.useActions ?? useNoActions;

  function List() {
    const hooked = useActions();
    const actions = useMemo(() => [...(spec.actions ?? []), ...hooked], [hooked]);
    return (
      <ResourceList
        plural={plural}
        singular={singular}
        list={documents.list}
        variables={spec.listVariables}
        columns={columns}
        rowName={rowName}
        pageSizes={spec.pageSizes}
        addPath={documents.create ? paths.add : undefined}
        editPath={documents.update && paths.edit ? (row: TRow) => paths.edit!(row.id) : undefined}
        remove={documents.remove}
        deletedPath={documents.deleted ? paths.deleted : undefined}
        importPath={documents.importFile ? paths.import : undefined}
        exportList={documents.exportList}
        actions={actions}
        toolbar={spec.toolbar}
        filters={spec.filters}
      />
    );
  }

  function Add() {
    return <ResourceForm singular={singular} fields={fields} listPath={paths.list} create={documents.create} />;
  }

  function Edit() {
    const params = useParams();
    const id = params[spec.idParam ?? 'id'];
    if (!id) return <Missing what="record id in the address" />;
    return <ResourceForm singular={singular} fields={fields} listPath={paths.list} one={documents.one} update={documents.update} id={id} />;
  }

  function Deleted() {
    const { deleted, restore, purge } = documents;
    if (!deleted || !restore || !purge) return <Missing what="deleted list" />;
    return (
      <DeletedList
        plural={plural}
        singular={singular}
        deleted={deleted}
        variables={spec.listVariables}
        columns={columns}
        rowName={rowName}
        restore={restore}
        purge={purge}
        listPath={paths.list}
        pageSizes={spec.pageSizes}
      />
    );
  }

  function Import() {
    if (!documents.importFile) return <Missing what="import" />;
    return <ImportPage plural={plural} document={documents.importFile} listPath={paths.list} columns={spec.importColumns ?? ''} />;
  }

  return { List, Add, Edit, Deleted, Import };
}
