// Invoice imports (/invoice-import-list, behind 'Invoice List / Import / Export'): a new import of sessions from a
// spreadsheet, and the area's imports, newest first, searched by file name or person and filtered by day.
import { ResourceList } from '../../../kit';
import { LinkButton } from '../../../kit/LinkButton';
import { importLogColumns, useImportDetailsAction } from '../logs/columns';
import { areaImportFilters } from '../logs/filters';
import { ImportWizard } from './ImportWizard';
import { InvoiceImportList } from './operations';
import './invoice-imports.css';

export function InvoiceImports() {
  const actions = useImportDetailsAction();
  return (
    <div className="kit-page">
      <ImportWizard />
      <ResourceList
        plural="Invoice imports"
        singular="Import"
        list={InvoiceImportList}
        columns={importLogColumns}
        rowName={(row) => row.fileName}
        filters={areaImportFilters}
        actions={actions}
        inFlight={(rows) => rows.some((row) => row.status === 'RUNNING')}
        toolbar={<LinkButton to="/import-file-log">Import file log</LinkButton>}
      />
    </div>
  );
}
