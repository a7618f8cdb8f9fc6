// The goal mass import: a CSV or XLSX of goals is checked row by row before anything is written; every problem is
// listed by row and column (a near-miss name with the name it was meant to be). The person fixes the file and checks
// it again, or imports only the valid rows: the import runs as a job (its id in the address, so a reload keeps
// watching it) whose progress is polled until it lands in the import list. Rows a student already has are skipped.
import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useUpload } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { FileField } from '../../kit/transfer/FileField';
import { UploadProgress } from '../../kit/transfer/UploadProgress';
import { isAnnounced } from '../../app/links';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import type { CheckGoalImportMutation } from '../../gql/graphql';
import { GoalImportProgress } from './GoalImportProgress';
import { goalPaths } from './names';
import { CheckGoalImport, ImportGoals } from './operations';
import './goals.css';

type Check = CheckGoalImportMutation['check'];

const rows = (count: number) => `${count} row${count === 1 ? '' : 's'}`;
const columnNames = 'student_name, goal_name, skill_area (required); parent_goal, targets (separated by ;), recording_type, mastery_criteria';

function messageOf(caught: unknown): string | null {
  const fields = fieldErrorsOf(caught);
  return Object.values(fields)[0] ?? (isAnnounced(caught) ? null : caught instanceof Error ? caught.message : 'The file could not be read.');
}

function CheckReport({ check }: { check: Check }) {
  const newRows = check.validRows - check.duplicateRows;
  return (
    <section className="kit-panel kit-section goal-beside-form" aria-label="Check of the file">
      <Callout intent={check.problems.length > 0 ? 'warning' : 'success'} title={`${check.fileName ?? 'The file'}: ${rows(check.rows)} checked`}>
        <p>
          {rows(check.validRows)} valid{check.duplicateRows > 0 && ` (${rows(check.duplicateRows)} already imported, which adds nothing)`},{' '}
          {rows(check.invalidRows)} with problems. {newRows > 0 ? `Importing would add ${rows(newRows)}.` : 'Importing would add nothing.'}
        </p>
      </Callout>
      {check.problems.length > 0 && (
        <HTMLTable compact striped className="kit-import-errors goal-import-problems" aria-label="Problems by row">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {check.problems.map((problem) => (
              <tr key={`${problem.row}-${problem.column}-${problem.message}`}>
                <td>{problem.row}</td>
                <td>{problem.column}</td>
                <td>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}

export function MassGoalImport() {
  const id = useId().replace(/:/g, '');
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const checking = useUpload(CheckGoalImport);
  const importing = useUpload(ImportGoals);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const busy = checking.pending || importing.pending;

  const runCheck = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      setError('The file field is required.');
      return;
    }
    setError(null);
    setCheck(null);
    try {
      const data = await checking.send({ file });
      if (data) setCheck(data.check);
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  const runImport = async () => {
    if (!file || busy) return;
    try {
      const data = await importing.send({ file });
      if (!data) return;
      setCheck(null);
      setFile(null);
      setParams({ import: data.job.id });
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  const newRows = check ? check.validRows - check.duplicateRows : 0;

  return (
    <div className="kit-page">
      {importId && <GoalImportProgress importId={importId} onAnother={() => setParams({})} />}
      {!importId && (
        <>
          <form className="kit-form" noValidate aria-label="Import goals" onSubmit={(event) => void runCheck(event)}>
            <p>
              Upload a CSV or XLSX file of goals with a header row and the columns <strong>{columnNames}</strong>. Each row is a goal; a row naming a
              parent goal is a sub-goal of it. The file is checked row by row first: nothing is written until you choose to import.
            </p>
            <FileField
              id={id}
              file={file}
              error={error}
              accept=".csv,.xlsx,text/csv"
              disabled={busy}
              onChange={(chosen) => {
                setFile(chosen);
                setError(null);
                setCheck(null);
              }}
            />
            {busy && (
              <UploadProgress
                progress={checking.progress ?? importing.progress}
                after={checking.pending ? 'Checking the rows…' : 'Starting the import…'}
              />
            )}
            <div className="kit-form-actions">
              <Button
                type="submit"
                intent={check ? 'none' : 'primary'}
                icon="search-template"
                text={check ? 'Check again' : 'Check the file'}
                loading={checking.pending}
                disabled={busy}
              />
              {check && newRows > 0 && (
                <Button
                  intent="primary"
                  icon="import"
                  text={check.problems.length > 0 ? `Import only valid rows (${newRows})` : `Import ${rows(newRows)}`}
                  loading={importing.pending}
                  disabled={busy}
                  onClick={() => void runImport()}
                />
              )}
              <LinkButton to={goalPaths.importList}>Import list</LinkButton>
            </div>
            {check && check.problems.length > 0 && (
              <p className="kit-muted">To fix the file instead, correct the rows below, choose the file again and check it again.</p>
            )}
          </form>
          {check && <CheckReport check={check} />}
        </>
      )}
    </div>
  );
}
