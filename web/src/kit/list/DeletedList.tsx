// The deleted records of a resource: restore or delete for good, one row or the selected rows.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';

import { isAnnounced } from '../../app/links';
import { DataGrid, type GridColumn, type RowAction } from '../grid/DataGrid';
import type { BulkDocument, ExtraVariables, ListDocument, ListVariables, RowShape } from '../types';
import { ConfirmAlert } from '../writes/ConfirmAlert';
import { useWrite } from '../writes/useWrite';
import { DEFAULT_PAGE_SIZES, useListState } from './listState';
import { Pager } from './Pager';
import { SearchBox } from './SearchBox';
import { LinkButton } from '../LinkButton';
import '../kit.css';

export interface DeletedListProps<TRow extends RowShape, TVars extends ListVariables> {
  plural: string;
  singular: string;
  deleted: ListDocument<TRow, TVars>;
  variables?: ExtraVariables<TVars>;
  columns: readonly GridColumn<TRow>[];
  rowName: (row: TRow) => string;
  restore: BulkDocument;
  purge: BulkDocument;
  /** The active list, for the way back. */
  listPath: string;
  pageSizes?: readonly number[];
}

interface Pending {
  ids: string[];
  label: string;
}

export function DeletedList<TRow extends RowShape, TVars extends ListVariables>(props: DeletedListProps<TRow, TVars>) {
  const { plural, singular, deleted, variables, columns, rowName, listPath } = props;
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const state = useListState({ pageSizes });
  const queryVariables = useMemo(() => ({ ...variables, page: state.variables }) as TVars, [variables, state.variables]);
  const { data, previousData, loading, error, refetch } = useQuery(deleted, {
    variables: queryVariables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => page?.nodes ?? [], [page]);
  const [selected, setSelected] = useState<string[]>([]);
  const [toPurge, setToPurge] = useState<Pending | null>(null);
  const restoring = useWrite(props.restore);
  const purging = useWrite(props.purge);
  const busy = restoring.pending || purging.pending;
  const lower = plural.toLowerCase();

  const describe = (ids: string[]): string => {
    if (ids.length !== 1) return `${ids.length} ${lower}`;
    const row = rows.find((candidate) => candidate.id === ids[0]);
    return row ? rowName(row) : `1 ${singular.toLowerCase()}`;
  };

  const afterWrite = async (ok: boolean) => {
    if (!ok) return;
    setSelected([]);
    await refetch();
  };

  const restore = async (ids: string[]) => {
    const outcome = await restoring.run({ ids }, `${describe(ids)} restored.`);
    await afterWrite(outcome.ok);
  };

  const purge = async () => {
    if (!toPurge) return;
    const { ids, label } = toPurge;
    const outcome = await purging.run({ ids }, `${label} deleted permanently.`);
    setToPurge(null);
    await afterWrite(outcome.ok);
  };

  const actions = useMemo<RowAction<TRow>[]>(
    () => [
      { label: 'Restore', intent: 'primary', ariaLabel: (row) => `Restore ${rowName(row)}`, onClick: (row) => void restore([row.id]) },
      {
        label: 'Delete permanently',
        intent: 'danger',
        // The accessible name starts with the visible label, so speech users can say what they see.
        ariaLabel: (row) => `Delete permanently ${rowName(row)}`,
        onClick: (row) => setToPurge({ ids: [row.id], label: rowName(row) }),
      },
    ],
    // restore reads the latest rows through describe; the grid keeps the action closures current.
    [rowName, rows],
  );

  return (
    <div className="kit-page">
      <div className="kit-toolbar" role="toolbar" aria-label={`Deleted ${lower} actions`}>
        <SearchBox value={state.search} onSearch={state.setSearch} label={`Search deleted ${lower}`} />
        <span className="kit-toolbar-spacer" />
        <Button
          icon="undo"
          intent="primary"
          text={`Restore selected (${selected.length})`}
          disabled={selected.length === 0 || busy}
          loading={restoring.pending}
          onClick={() => void restore(selected)}
        />
        <Button
          icon="trash"
          intent="danger"
          text={`Delete selected permanently (${selected.length})`}
          disabled={selected.length === 0 || busy}
          onClick={() => setToPurge({ ids: selected, label: describe(selected) })}
        />
        <LinkButton to={listPath}>Back to {lower}</LinkButton>
      </div>
      {error && !isAnnounced(error) && (
        <Callout intent="danger" title={`The deleted ${lower} could not be loaded`}>
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {!page && loading ? (
        <Spinner aria-label={`Loading deleted ${lower}`} />
      ) : (
        <>
          <DataGrid
            label={`Deleted ${lower}`}
            rows={rows}
            columns={columns}
            sort={{ field: state.sortField, direction: state.sortBy }}
            onSortChange={(next) => state.setSort(next.field, next.direction)}
            actions={actions}
            onSelectionChange={setSelected}
            selectedIds={selected}
          />
          {page && rows.length === 0 && <NonIdealState icon="trash" title={`No deleted ${lower}`} />}
          <Pager
            pageInfo={page?.pageInfo}
            perPage={state.perPage}
            pageSizes={pageSizes}
            onPage={state.setPage}
            onPerPage={state.setPerPage}
            disabled={loading}
          />
        </>
      )}
      <ConfirmAlert
        isOpen={toPurge !== null}
        confirmText="Delete permanently"
        pending={purging.pending}
        onConfirm={() => void purge()}
        onCancel={() => setToPurge(null)}
      >
        <p>
          Delete <strong>{toPurge?.label}</strong> permanently? This cannot be undone.
        </p>
      </ConfirmAlert>
    </div>
  );
}
