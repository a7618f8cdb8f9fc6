// The list page of a setup resource: search, sort, paging, add, edit, delete with confirmation, and the ways to
// the deleted list, the import page and the export.
import { useQuery } from '@apollo/client/react';
import { AnchorButton, Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isAnnounced } from '../../app/links';
import { DataGrid, type GridColumn, type GridSort, type RowAction } from '../grid/DataGrid';
import { ExportButton } from '../transfer/ExportButton';
import type { DeleteDocument, ExportDocument, ExtraVariables, ListDocument, ListVariables, RowShape } from '../types';
import { DeleteConfirm } from '../writes/DeleteConfirm';
import { DEFAULT_PAGE_SIZES, useListState, type FilterValues, type ListStateControls } from './listState';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { useCurrentAddress } from './useCurrentAddress';
import { useVisiblePolling } from './useVisiblePolling';
import { LinkButton } from '../LinkButton';
import '../kit.css';

/** A list's filters: kept in the address under their keys, sent as the list's (and its export's) variables. */
export interface ListFilters<TVars extends ListVariables> {
  keys: readonly string[];
  /** The variables for the filters set; a value the API would refuse is left out. */
  variables: (values: FilterValues) => Partial<ExtraVariables<TVars>>;
  /** The filter controls, drawn above the grid; they change the list through `state.setFilter`. */
  Panel: ComponentType<{ state: ListStateControls }>;
}

export interface ResourceListProps<TRow extends RowShape, TVars extends ListVariables> {
  /** Plural, as the grid's name: 'Certifications'. */
  plural: string;
  /** Singular, for buttons and messages: 'Certification'. */
  singular: string;
  list: ListDocument<TRow, TVars>;
  /** Fixed variables besides paging: a filter, a parent's id. */
  variables?: ExtraVariables<TVars>;
  columns: readonly GridColumn<TRow>[];
  /** How a row is named in buttons and questions: its name or code. */
  rowName: (row: TRow) => string;
  pageSizes?: readonly number[];
  addPath?: string;
  editPath?: (row: TRow) => string;
  remove?: DeleteDocument;
  deletedPath?: string;
  importPath?: string;
  exportList?: ExportDocument<TVars>;
  /** More row buttons (a funder's contacts, run now, clone). */
  actions?: readonly RowAction<TRow>[];
  /** More toolbar content (a link to a related page). */
  toolbar?: ReactNode;
  filters?: ListFilters<TVars>;
  /** Whether the rows show work in flight: the list is then polled while the page is visible. */
  inFlight?: (rows: readonly TRow[]) => boolean;
  /** Rows chosen with check boxes, for actions on several at once. */
  selection?: { selectedIds: readonly string[]; onChange: (ids: string[]) => void };
}

export function ResourceList<TRow extends RowShape, TVars extends ListVariables>(props: ResourceListProps<TRow, TVars>) {
  const { plural, singular, list, variables, columns, rowName, addPath, editPath, remove, deletedPath, importPath, exportList } = props;
  const { filters } = props;
  // A filtered list is one people bookmark and share: each change is a history entry, so Back undoes it.
  const state = useListState({ pageSizes: props.pageSizes ?? DEFAULT_PAGE_SIZES, filterKeys: filters?.keys, history: filters ? 'push' : 'replace' });
  const navigate = useNavigate();
  const address = useCurrentAddress();
  const filterVariables = useMemo(() => filters?.variables(state.filters), [filters, state.filters]);
  const queryVariables = useMemo(
    () => ({ ...variables, ...filterVariables, page: state.variables }) as TVars,
    [variables, filterVariables, state.variables],
  );
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(list, {
    variables: queryVariables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => page?.nodes ?? [], [page]);
  useVisiblePolling(props.inFlight?.(rows) ?? false, { startPolling, stopPolling, refetch });

  const [toDelete, setToDelete] = useState<TRow | null>(null);

  const actions = useMemo<RowAction<TRow>[]>(() => {
    const own: RowAction<TRow>[] = [];
    if (editPath) own.push({ label: 'Edit', ariaLabel: (row) => `Edit ${rowName(row)}`, onClick: (row) => void navigate(editPath(row)) });
    own.push(...(props.actions ?? []));
    if (remove) own.push({ label: 'Delete', intent: 'danger', ariaLabel: (row) => `Delete ${rowName(row)}`, onClick: setToDelete });
    return own;
  }, [editPath, remove, rowName, navigate, props.actions]);

  const sort: GridSort = { field: state.sortField, direction: state.sortBy };

  return (
    <div className="kit-page">
      <div className="kit-toolbar" role="toolbar" aria-label={`${plural} actions`}>
        <SearchBox value={state.search} onSearch={state.setSearch} label={`Search ${plural.toLowerCase()}`} />
        {loading && <Spinner size={16} aria-label={page ? 'Loading' : `Loading ${plural.toLowerCase()}`} />}
        <span className="kit-toolbar-spacer" />
        {props.toolbar}
        {exportList && <ExportButton document={exportList} variables={queryVariables} plural={plural} />}
        {importPath && <LinkButton to={importPath}>Import</LinkButton>}
        {deletedPath && <LinkButton to={deletedPath}>Deleted {plural.toLowerCase()}</LinkButton>}
        {addPath && <AnchorButton intent="primary" icon="plus" onClick={() => void navigate(addPath)} text={`Add ${singular.toLowerCase()}`} />}
      </div>
      {filters && <filters.Panel state={state} />}
      {error && !isAnnounced(error) && (
        <Callout intent="danger" title={`The ${plural.toLowerCase()} could not be loaded`}>
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {/* The grid is there before its rows, keeping their room: AG Grid sets itself up while the first page is on its
          way, and nothing under it moves when the page arrives. */}
      <DataGrid
        label={plural}
        rows={rows}
        columns={columns}
        sort={sort}
        onSortChange={(next) => state.setSort(next.field, next.direction)}
        actions={actions}
        selectedIds={props.selection?.selectedIds}
        onSelectionChange={props.selection?.onChange}
        loading={!page && loading}
        expectedRows={state.perPage}
      />
      {page && rows.length === 0 && (
        <NonIdealState
          icon="search"
          title={
            state.search
              ? `No ${plural.toLowerCase()} match “${state.search}”`
              : state.activeFilterCount > 0
                ? `No ${plural.toLowerCase()} match the filters`
                : `No ${plural.toLowerCase()} yet`
          }
        />
      )}
      <Pager
        pageInfo={page?.pageInfo}
        perPage={state.perPage}
        pageSizes={props.pageSizes ?? DEFAULT_PAGE_SIZES}
        onPage={state.setPage}
        onPerPage={state.setPerPage}
        disabled={loading}
      />
      {remove && (
        <DeleteConfirm
          document={remove}
          target={toDelete ? { id: toDelete.id, name: rowName(toDelete) } : null}
          singular={singular}
          redirectTo={address}
          restorable={deletedPath !== undefined}
          onClose={() => setToDelete(null)}
          onDeleted={() => void refetch()}
        />
      )}
    </div>
  );
}
