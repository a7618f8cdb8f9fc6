// A new invoice import in four steps: the kind of sheet and the file (XLSX or CSV, known by its content); the sheet
// to import (a sheet without the kind's columns is refused, naming them); the rows checked before anything is
// written, each problem listed by row; then the import itself, followed while it runs.
import { Button, Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { ImportLogFieldsFragment, SpreadsheetImportKind } from '../../../gql/graphql';
import { RowErrors, SheetChoice, UploadProgress, useFileUpload, useWrite } from '../../../kit';
import { LinkButton } from '../../../kit/LinkButton';
import { FileField } from '../../../kit/transfer/FileField';
import { ImportProgress } from '../logs/ImportProgress';
import { invoiceKinds } from './kinds';
import { ChooseImportSheet, CheckInvoiceSheet, InvoiceImportList, UploadSpreadsheet } from './operations';

type Check = { valid: number; alreadyPresent: number; rejected: number; totalRows: number; errors: { row: number; message: string }[] };

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

function FileStep({ onUploaded }: { onUploaded: (log: ImportLogFieldsFragment) => void }) {
  const id = useId().replace(/:/g, '');
  const upload = useFileUpload(UploadSpreadsheet, 'The file could not be uploaded.');
  const [kind, setKind] = useState<SpreadsheetImportKind>('SESSIONS');
  const columns = invoiceKinds.find((entry) => entry.kind === kind)!.columns;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await upload.send({ area: 'Invoice', kind });
    if (data) onUploaded(data.saved);
  };

  return (
    <form className="kit-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Upload a spreadsheet">
      <FormGroup label="Kind of sheet" labelFor={`${id}-kind`} helperText={`Columns: ${columns}.`}>
        <HTMLSelect
          id={`${id}-kind`}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as SpreadsheetImportKind)}
          options={invoiceKinds.map((entry) => ({ value: entry.kind, label: entry.label }))}
        />
      </FormGroup>
      <FileField
        id={id}
        file={upload.file}
        error={upload.error}
        accept=".xlsx,.csv"
        disabled={upload.pending}
        label="Spreadsheet (XLSX or CSV)"
        onChange={upload.choose}
      />
      {upload.pending && <UploadProgress progress={upload.progress} after="Reading the sheets…" />}
      <div className="kit-form-actions">
        <Button type="submit" intent="primary" icon="upload" text="Upload" loading={upload.pending} disabled={upload.pending} />
      </div>
    </form>
  );
}

function CheckStep({ log, check, onRun, pending }: { log: ImportLogFieldsFragment; check: Check; onRun: () => void; pending: boolean }) {
  return (
    <section className="invoice-import-check" aria-label="Checked rows">
      <Callout intent={check.rejected > 0 ? 'warning' : 'primary'} title={`Sheet ${log.chosenSheet ?? ''} checked: nothing written yet`}>
        {rows(check.valid)} to import, {rows(check.alreadyPresent)} already present, {rows(check.rejected)} with problems (left out).
      </Callout>
      {check.errors.length > 0 && <RowErrors caption="Rows with problems" errors={check.errors} />}
      <div className="kit-form-actions">
        <Button
          intent="primary"
          icon="import"
          text={`Import ${rows(check.valid)}`}
          onClick={onRun}
          loading={pending}
          disabled={pending || check.valid === 0}
        />
      </div>
    </section>
  );
}

export function ImportWizard() {
  const client = useApolloClient();
  const choose = useWrite(ChooseImportSheet);
  const checking = useWrite(CheckInvoiceSheet);
  const [log, setLog] = useState<ImportLogFieldsFragment | null>(null);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [runningId, setRunningId] = useState<string | null>(null);
  const kind = invoiceKinds.find((entry) => entry.kind === log?.kind) ?? invoiceKinds[0]!;
  const running = useWrite(kind.run);

  const refreshList = () => void client.refetchQueries({ include: [InvoiceImportList] });
  const restart = () => {
    setLog(null);
    setCheck(null);
    setRunningId(null);
    setSheetError(null);
  };

  const chooseSheet = async (sheet: string) => {
    if (!log) return;
    setSheetError(null);
    setCheck(null);
    const chosen = await choose.run({ id: log.id, chosenSheet: sheet });
    if (!chosen.ok) return setSheetError(chosen.fieldErrors.chosenSheet ?? chosen.message);
    setLog(chosen.data.saved);
    const checked = await checking.run({ sourceId: log.id });
    if (checked.ok) setCheck(checked.data.check);
    else setSheetError(checked.fieldErrors.sourceId ?? checked.message);
  };

  const run = async () => {
    if (!log) return;
    const started = await running.run({ sourceId: log.id }, 'Import started.');
    if (started.ok) {
      setRunningId(started.data.saved.id);
      refreshList();
    }
  };

  return (
    <section className="kit-panel invoice-import-wizard" aria-label="New import">
      <h2 className="invoice-import-title">New import</h2>
      {!log && (
        <FileStep
          onUploaded={(uploaded) => {
            setLog(uploaded);
            refreshList();
          }}
        />
      )}
      {log && !runningId && (
        <SheetChoice
          key={log.id}
          fileName={log.fileName}
          sheets={log.sheets}
          chosen={log.chosenSheet}
          pending={choose.pending || checking.pending}
          error={sheetError}
          onChoose={(sheet) => void chooseSheet(sheet)}
        />
      )}
      {log && check && !runningId && <CheckStep log={log} check={check} onRun={() => void run()} pending={running.pending} />}
      {runningId && <ImportProgress id={runningId} />}
      {log && (
        <div className="kit-form-actions">
          {runningId && <LinkButton to={`/import-file-log/details/${runningId}`}>Open in the import log</LinkButton>}
          <Button icon="reset" text={runningId ? 'Import another file' : 'Start over'} onClick={restart} />
        </div>
      )}
    </section>
  );
}
