// Import of a student's programs (student-program-import): a CSV goes up with the student's id beside it,
// which the kit's import page (file only) does not send; the summary is the kit's.
import { Button, Callout, FileInput, FormGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { ImportSummary } from '../../../kit';
import { useUpload } from '../../../kit/transfer/useUpload';
import type { ImportSummaryShape } from '../../../kit/types';
import { isAnnounced } from '../../../app/links';
import { ImportStudentProgramsMutation } from './operations';

export function ProgramImport({ studentId }: { studentId: string }) {
  const upload = useUpload(ImportStudentProgramsMutation);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummaryShape | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('The file field is required.');
    setError(null);
    try {
      const data = await upload.send({ studentId, file });
      if (data) setSummary(data.summary);
    } catch (caught) {
      if (!isAnnounced(caught)) setError(caught instanceof Error ? caught.message : 'The file could not be imported.');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Import programs" className="student-section">
      <p className="kit-muted">
        A CSV: category (name or id), name, target_type, targets (names separated by ';'), and optionally description and mastery_criteria.
      </p>
      <FormGroup label="File" labelFor="program-import-file" helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
        <FileInput
          inputProps={{ id: 'program-import-file', accept: '.csv,text/csv' }}
          text={file?.name ?? 'Choose a file…'}
          hasSelection={file !== null}
          onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          fill
        />
      </FormGroup>
      <Button type="submit" intent="primary" text="Import" loading={upload.pending} />
      {summary && <ImportSummary summary={summary} />}
      {summary && summary.rejected === 0 && <Callout intent="success">All rows imported.</Callout>}
    </form>
  );
}
