// The import file log (/import-file-log, behind 'Monitoring'): every spreadsheet import, newest first, with its file,
// person, sheet, status and counts; searched by file name or person, filtered by day and area, exported as XLSX.
// A running import's row is polled until it ends.
import { ResourceList } from '../../../kit';
import { importLogColumns, useImportDetailsAction } from './columns';
import { importLogFilters } from './filters';
import { ExportImportLog, ImportLogList as ImportLogListQuery } from './operations';

export function ImportLogList() {
  const actions = useImportDetailsAction();
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
