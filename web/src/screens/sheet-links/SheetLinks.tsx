// Sheets Link: the spreadsheets whose session rows are read on a schedule, added and edited in a dialog over the
// list. Run now reads a sheet at once and shows what the run did (rows in, rows failed and why); the list then shows
// the run as the link's last.
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { choices, col, derived, DialogList, RecordTable, useWrite, type FieldSpec } from '../../kit';
import { formatTimeOfDay, formatTimestampDay } from '../../dates/timestamps';
import type { RunSheetLinkMutation, SheetLinkFieldsFragment, SheetLinkInput } from '../../gql/graphql';
import { CreateSheetLink, DeleteSheetLink, RunSheetLink, SheetLinkList, SheetLinkRecord, UpdateSheetLink } from './operations';

type Run = RunSheetLinkMutation['run'];

/** A run's time as people read it in a narrow column: 11/24/2026 8:04 AM. */
const when = (value: string | null | undefined) => (value ? `${formatTimestampDay(value) ?? ''} ${formatTimeOfDay(value) ?? ''}`.trim() || '—' : '—');

const fields: FieldSpec<SheetLinkInput>[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
  { name: 'sheetUrl', label: 'Google Sheets address', kind: 'url', required: true, wide: true },
  { name: 'sheetName', label: 'Tab (the first when empty)', kind: 'text', maxLength: 100 },
  { name: 'schedule', label: 'Schedule', kind: 'select', required: true, options: choices('Hourly', 'Daily', 'Weekly', 'Manual') },
  { name: 'status', label: 'Active', kind: 'status' },
];

const columns = [
  col<SheetLinkFieldsFragment>('name', 'Name', { flex: 1.6, minWidth: 180 }),
  derived<SheetLinkFieldsFragment>('schedule', 'Schedule', (row) => (row.status === 1 ? row.schedule : `${row.schedule} (paused)`), {
    flex: 0.9,
    minWidth: 110,
  }),
  derived<SheetLinkFieldsFragment>('lastRunAt', 'Last run', (row) => when(row.lastRunAt), { flex: 1, minWidth: 150 }),
  derived<SheetLinkFieldsFragment>(
    'lastRunStatus',
    'Result',
    (row) => (row.lastRunStatus ? `${row.lastRunStatus}: ${row.lastRowsIn ?? 0} in, ${row.lastRowsFailed ?? 0} failed` : 'Never run'),
    { flex: 1.5, minWidth: 190 },
  ),
  derived<SheetLinkFieldsFragment>('nextRunAt', 'Next run', (row) => (row.nextRunAt ? when(row.nextRunAt) : 'None'), { flex: 1, minWidth: 150 }),
];

function RunResult({ link, run, onClose }: { link: SheetLinkFieldsFragment; run: Run; onClose: () => void }) {
  const intent = run.status === 'Succeeded' ? 'success' : run.status === 'Failed' ? 'danger' : 'warning';
  return (
    <Dialog isOpen title={`Run of ${link.name}`} onClose={onClose} className="sheet-link-run">
      <DialogBody>
        <Callout intent={intent} title={run.status} role="status">
          <p>
            {run.rowsIn} row{run.rowsIn === 1 ? '' : 's'} in, {run.rowsFailed} failed. Finished {when(run.finishedAt)}.
          </p>
        </Callout>
        {run.errors.length > 0 && (
          <RecordTable
            caption="Rows that failed"
            rows={run.errors.map((error, index) => ({ ...error, id: String(index) }))}
            columns={[
              { header: 'Row', cell: (error) => (error.row > 0 ? error.row : '—'), align: 'end' },
              { header: 'Problem', cell: (error) => error.message },
            ]}
          />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} />} />
    </Dialog>
  );
}

export function SheetLinks() {
  const client = useApolloClient();
  const running = useWrite(RunSheetLink);
  const [result, setResult] = useState<{ link: SheetLinkFieldsFragment; run: Run } | null>(null);

  const run = async (link: SheetLinkFieldsFragment) => {
    const outcome = await running.run({ id: link.id });
    if (!outcome.ok) return;
    setResult({ link, run: outcome.data.run });
    void client.refetchQueries({ include: [SheetLinkList] });
  };

  return (
    <>
      <DialogList
        plural="Sheets links"
        singular="Sheets link"
        list={SheetLinkList}
        columns={columns}
        rowName={(row) => row.name}
        remove={DeleteSheetLink}
        fields={fields}
        create={CreateSheetLink}
        update={UpdateSheetLink}
        one={SheetLinkRecord}
        actions={[{ label: 'Run now', ariaLabel: (row) => `Run now: ${row.name}`, onClick: (row) => void run(row) }]}
      />
      {result && <RunResult link={result.link} run={result.run} onClose={() => setResult(null)} />}
    </>
  );
}
