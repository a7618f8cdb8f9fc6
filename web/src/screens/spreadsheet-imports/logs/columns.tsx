// The import log's columns, shared by the whole log and by an area's own list of imports.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatMonthFirst } from '../../../dates/timestamps';
import type { ImportLogFieldsFragment } from '../../../gql/graphql';
import type { GridColumn, RowAction } from '../../../kit';
import { kindLabels, StatusTag, statusLabels } from './status';

export type ImportLogRow = ImportLogFieldsFragment & { id: string };

export const importLogColumns: GridColumn<ImportLogRow>[] = [
  { id: 'createdAt', header: 'Uploaded', value: (row) => formatMonthFirst(row.createdAt) ?? '', flex: 1.2, minWidth: 150 },
  { id: 'fileName', header: 'File', value: (row) => row.fileName, flex: 1.6, sortField: false },
  { id: 'chosenSheet', header: 'Sheet', value: (row) => row.chosenSheet ?? '—', sortField: false },
  { id: 'kind', header: 'Kind', value: (row) => `${row.area}: ${kindLabels[row.kind]}`, flex: 1.2, sortField: false },
  { id: 'uploadedBy', header: 'By', value: (row) => row.uploadedBy ?? '—', sortField: false },
  {
    id: 'status',
    header: 'Status',
    value: (row) => statusLabels[row.status].label,
    render: (row) => <StatusTag status={row.status} />,
    flex: 1.3,
    sortField: false,
  },
  {
    id: 'counts',
    header: 'Imported / present / refused',
    value: (row) => `${row.imported} / ${row.alreadyPresent} / ${row.rejected}`,
    flex: 1.4,
    sortField: false,
  },
];

/** The row button that opens an import's details in the log. */
export function useImportDetailsAction(): RowAction<ImportLogRow>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      {
        label: 'Details',
        intent: 'primary',
        ariaLabel: (row) => `Details of ${row.fileName}`,
        onClick: (row) => void navigate(`/import-file-log/details/${row.id}`),
      },
    ],
    [navigate],
  );
}
