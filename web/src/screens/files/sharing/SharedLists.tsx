// What others shared with me: folders (opened in the file manager) and files (opened in the browser or
// downloaded), with who shared each and until when.
import { useQuery } from '@apollo/client/react';
import { AnchorButton, Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, type ReactNode } from 'react';
import { toUsDate } from '../../../dates/calendar';
import { DataGrid, derived, useListState, type GridColumn } from '../../../kit';
import { fileSize } from '../../../kit/transfer/fileKinds';
import { Pager } from '../../../kit/list/Pager';
import { LinkButton } from '../../../kit/LinkButton';
import type { SharedFilesQuery as FilesData, SharedFoldersQuery as FoldersData } from '../../../gql/graphql';
import { pathCol } from '../model/columns';
import { folderAddress } from '../tree/addresses';
import { SharedTabs } from '../trash/TrashTabs';
import { SharedFilesQuery, SharedFoldersQuery } from './operations';
import '../files.css';

type Share = FoldersData['page']['nodes'][number]['sharedWith'][number];

const sharedBy = <TRow extends { sharedWith: readonly Share[] }>(): GridColumn<TRow> =>
  derived<TRow>('sharedBy', 'Shared by', (row) => [...new Set(row.sharedWith.map((share) => share.sharedBy).filter(Boolean))].join(', ') || '—', {
    flex: 1.2,
  });
const until = <TRow extends { sharedWith: readonly Share[] }>(): GridColumn<TRow> =>
  derived<TRow>('until', 'Until', (row) => {
    const days = row.sharedWith.map((share) => share.expiresOn);
    if (days.length === 0 || days.some((day) => !day)) return 'No end';
    return toUsDate(days.sort().at(-1) ?? '') ?? '—';
  });

const SHARED_PAGE_SIZES = [50, 100];

type FolderRow = FoldersData['page']['nodes'][number];
type FileRow = FilesData['page']['nodes'][number];

const folderColumns: GridColumn<FolderRow>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name,
    render: (row) => <LinkButton to={folderAddress(row.id)}>{row.name}</LinkButton>,
    flex: 2,
    sortField: false,
  },
  pathCol<FolderRow>(),
  derived<FolderRow>('contents', 'Holds', (row) => `${row.childrenCount} folders, ${row.filesCount} files`),
  sharedBy<FolderRow>(),
  until<FolderRow>(),
];

const fileColumns: GridColumn<FileRow>[] = [
  {
    id: 'name',
    header: 'Name',
    value: (row) => row.name,
    render: (row) => (
      <AnchorButton
        variant="minimal"
        icon={row.previewable ? 'eye-open' : 'download'}
        text={row.name}
        href={row.url}
        target="_blank"
        rel="noopener noreferrer"
      />
    ),
    flex: 2,
    sortField: false,
  },
  pathCol<FileRow>(),
  derived<FileRow>('size', 'Size', (row) => fileSize(row.size), { flex: 0.6 }),
  sharedBy<FileRow>(),
  until<FileRow>(),
];

function SharedList<TRow extends { id: string }>({
  label,
  rows,
  total,
  loading,
  error,
  retry,
  columns,
  state,
  pageInfo,
}: {
  label: string;
  rows: readonly TRow[];
  total: number;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
  columns: readonly GridColumn<TRow>[];
  state: ReturnType<typeof useListState>;
  pageInfo: FoldersData['page']['pageInfo'] | undefined;
}): ReactNode {
  return (
    <div className="kit-page">
      <SharedTabs />
      {error && (
        <Callout intent="danger" title="The list could not be loaded">
          {error.message} <Button variant="minimal" text="Try again" onClick={retry} />
        </Callout>
      )}
      {loading && rows.length === 0 && !error && <Spinner aria-label="Loading" />}
      {!loading && !error && total === 0 && (
        <NonIdealState
          icon="people"
          title={`No ${label.toLowerCase()} shared with you`}
          description="What others share with you shows here until the share ends."
        />
      )}
      {rows.length > 0 && <DataGrid label={label} rows={rows} columns={columns} />}
      {pageInfo && total > 0 && (
        <Pager
          pageInfo={pageInfo}
          perPage={state.perPage}
          pageSizes={SHARED_PAGE_SIZES}
          onPage={state.setPage}
          onPerPage={state.setPerPage}
          disabled={loading}
        />
      )}
    </div>
  );
}

export function SharedFolders() {
  const state = useListState({ pageSizes: SHARED_PAGE_SIZES });
  const { data, previousData, loading, error, refetch } = useQuery(SharedFoldersQuery, {
    variables: { page: state.variables },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => page?.nodes ?? [], [page]);
  return (
    <SharedList
      label="Shared folders"
      rows={rows}
      total={page?.pageInfo.total ?? 0}
      loading={loading}
      error={error}
      retry={() => void refetch()}
      columns={folderColumns}
      state={state}
      pageInfo={page?.pageInfo}
    />
  );
}

export function SharedFiles() {
  const state = useListState({ pageSizes: SHARED_PAGE_SIZES });
  const { data, previousData, loading, error, refetch } = useQuery(SharedFilesQuery, {
    variables: { page: state.variables },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => page?.nodes ?? [], [page]);
  return (
    <SharedList
      label="Shared files"
      rows={rows}
      total={page?.pageInfo.total ?? 0}
      loading={loading}
      error={error}
      retry={() => void refetch()}
      columns={fileColumns}
      state={state}
      pageInfo={page?.pageInfo}
    />
  );
}
