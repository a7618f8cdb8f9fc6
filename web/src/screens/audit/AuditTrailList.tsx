// A page of the access trail, newest first: the filters (kept in the address), the records in the kit's grid, paging,
// and the CSV export of every record the filters select. The trail is read in the order it was written: it has no
// search and no other sort.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useMemo } from 'react';
import { isAnnounced } from '../../app/links';
import { DataGrid, DEFAULT_PAGE_SIZES, useListState, type ListFilters } from '../../kit';
import { Pager } from '../../kit/list/Pager';
import { RecordTable } from '../../kit/list/RecordTable';
import { ExportButton } from '../../kit/transfer/ExportButton';
import type { DownloadShape, PageShape } from '../../kit/types';
import type { AuditRecordFieldsFragment } from '../../gql/graphql';
import { auditColumns, auditRows, auditTableColumns, type Names } from './columns';
import type { AuditVariables } from './filters';
import '../../kit/kit.css';
import './audit.css';

type Fixed = Record<string, unknown>;

export interface AuditTrailListProps<TFixed extends Fixed> {
  list: TypedDocumentNode<{ page: PageShape<AuditRecordFieldsFragment> }, TFixed & AuditVariables>;
  exportTrail: TypedDocumentNode<{ download: DownloadShape }, TFixed & Omit<AuditVariables, 'page'>>;
  /** The variables every request of the page sends (the student's id on a record). */
  fixed: TFixed;
  filters: ListFilters<AuditVariables>;
  users: Names;
  students: Names;
  /** The kit's grid, or a table that fits a narrower page (a student's record, beside its navigation). */
  view?: 'grid' | 'table';
}

export function AuditTrailList<TFixed extends Fixed>({
  list,
  exportTrail,
  fixed,
  filters,
  users,
  students,
  view = 'grid',
}: AuditTrailListProps<TFixed>) {
  // A filtered trail is one people bookmark and share: each change is a history entry, so Back undoes it.
  const state = useListState({ filterKeys: filters.keys, history: 'push' });
  const filterVariables = useMemo(() => filters.variables(state.filters), [filters, state.filters]);
  const selection = useMemo(() => ({ ...fixed, ...filterVariables }) as TFixed & Omit<AuditVariables, 'page'>, [fixed, filterVariables]);
  const variables = useMemo(() => ({ ...selection, page: { page: state.page, perPage: state.perPage } }), [selection, state.page, state.perPage]);
  const { data, previousData, loading, error, refetch } = useQuery(list, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<{ page: PageShape<AuditRecordFieldsFragment> }, TFixed & AuditVariables>);
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => auditRows(page?.nodes ?? [], users, students), [page, users, students]);

  return (
    <div className="kit-page">
      <filters.Panel state={state} />
      <div className="kit-toolbar" role="toolbar" aria-label="Access trail actions">
        {loading && <Spinner size={16} aria-label={page ? 'Loading' : 'Loading the access trail'} />}
        <span className="kit-toolbar-spacer" />
        <ExportButton document={exportTrail} variables={selection} plural="Access trail" text="Export CSV" />
      </div>
      {error && !isAnnounced(error) && (
        <Callout intent="danger" title="The access trail could not be loaded">
          <p>{error.message}</p>
          <Button text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {view === 'grid' ? (
        <DataGrid label="Access trail" rows={rows} columns={auditColumns} loading={!page && loading} expectedRows={state.perPage} />
      ) : (
        page && rows.length > 0 && <RecordTable caption="Access trail" rows={rows} columns={auditTableColumns} />
      )}
      {page && rows.length === 0 && (
        <NonIdealState
          icon="history"
          title={state.activeFilterCount > 0 ? 'No access matches the filters' : 'No access recorded yet'}
          description={state.activeFilterCount > 0 ? 'Choose another student, user or days.' : undefined}
        />
      )}
      <Pager
        pageInfo={page?.pageInfo}
        perPage={state.perPage}
        pageSizes={DEFAULT_PAGE_SIZES}
        onPage={state.setPage}
        onPerPage={state.setPerPage}
        disabled={loading}
      />
    </div>
  );
}
