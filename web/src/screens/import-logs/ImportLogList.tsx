// The import file log (/import-file-log, behind 'Monitoring'): every spreadsheet import, newest first, with its file,
// person, sheet, status and counts; searched by file name or person, filtered by day and area, exported as XLSX.
// A running import's row is polled until it ends.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceList, type RowAction } from '../../kit';
import { importLogColumns, type ImportLogRow } from './columns';
import { importLogFilters } from './filters';
import { ExportImportLog, ImportLogList as ImportLogListQuery } from './operations';

export function ImportLogList() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction<ImportLogRow>[]>(
    () => [{ label: 'Details', intent: 'primary', ariaLabel: (row) => `Details of ${row.fileName}`, onClick: (row) => void navigate(`/import-file-log/details/${row.id}`) }],
    [navigate],
  );
  return (
    <div className="kit-page">
      <ResourceList
        plural="Imports"
        singular="Import"
        list={ImportLogListQuery}
        columns={importLogColumns}
        rowName={(row) => row.fileName}
        filters={importLogFilters}
        exportList={ExportImportLog}
        actions={actions}
        inFlight={(rows) => rows.some((row) => row.status === 'RUNNING')}
      />
    </div>
  );
}
