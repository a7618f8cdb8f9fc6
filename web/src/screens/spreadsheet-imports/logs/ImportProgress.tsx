// One import as it stands: a progress bar while it runs (its log polled about once a second while the page is
// visible), its counts once done, every refused row with its reason, and the error sheet of the refused rows.
import { useQuery } from '@apollo/client/react';
import { Callout, ProgressBar, Spinner } from '@blueprintjs/core';
import { isAnnounced } from '../../../app/links';
import { RowErrors } from '../../../kit';
import { Figures } from '../../../kit/Figures';
import { useVisiblePolling } from '../../../kit/list/useVisiblePolling';
import { ExportButton } from '../../../kit/transfer/ExportButton';
import { ImportErrorSheet, ImportLogDetail } from './operations';
import { StatusTag } from './status';
import './import-logs.css';

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

export function ImportProgress({ id }: { id: string }) {
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(ImportLogDetail, {
    variables: { id },
    notifyOnNetworkStatusChange: false,
  });
  const log = data?.record;
  useVisiblePolling(log?.status === 'RUNNING', { startPolling, stopPolling, refetch });

  if (!log && loading) return <Spinner size={24} aria-label="Loading the import" />;
  if (!log) {
    return (
      <Callout intent="danger" title="The import could not be loaded">
        {error && !isAnnounced(error) ? error.message : 'Try again in a moment.'}
      </Callout>
    );
  }
  const running = log.status === 'RUNNING';
  const share = log.totalRows === 0 ? 1 : log.processedRows / log.totalRows;
  return (
    <section className="import-progress" aria-label="Import progress">
      <div className="import-progress-head">
        <StatusTag status={log.status} />
        <span>
          {log.fileName}
          {log.chosenSheet ? `, sheet ${log.chosenSheet}` : ''}
        </span>
      </div>
      {running && (
        <div role="status" aria-live="polite">
          <ProgressBar intent="primary" value={share} aria-label="Import progress" />
          <p className="kit-muted">
            {log.processedRows} of {rows(log.totalRows)} done
          </p>
        </div>
      )}
      <Figures
        label="Import counts"
        figures={[
          { label: 'Rows', value: String(log.totalRows) },
          { label: 'Imported', value: String(log.imported) },
          { label: 'Already present', value: String(log.alreadyPresent) },
          { label: 'Refused', value: String(log.rejected) },
        ]}
      />
      {!running && log.status !== 'UPLOADED' && log.status !== 'READY' && (
        <Callout intent={log.rejected > 0 ? 'warning' : 'success'} title="Import finished" role="status">
          {rows(log.imported)} imported, {rows(log.alreadyPresent)} already present, {rows(log.rejected)} refused.
        </Callout>
      )}
      {log.errors.length > 0 && (
        <>
          <RowErrors caption="Refused rows" errors={log.errors} />
          {!running && <ExportButton document={ImportErrorSheet} variables={{ sourceId: log.id }} plural="Refused rows" text="Export error sheet" />}
        </>
      )}
    </section>
  );
}
