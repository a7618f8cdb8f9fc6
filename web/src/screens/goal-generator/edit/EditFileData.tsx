// Edit file data (/goal-generator/edit-file-data/:file_id): the rows a conversion extracted, checked against the
// practice's skill areas and students, corrected in place and saved (every row checked, nothing saved when one is
// wrong) before the spreadsheet or Word document is written from them.
import { useQuery } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useWrite } from '../../../kit';
import { Loaded } from '../../../kit/Loaded';
import { Downloads } from '../convert/Downloads';
import { layoutSentence } from '../markers';
import { GoalClientFileRecord, UpdateGoalClientFile } from '../operations';
import { RowsEditor, type EditableRow, type RowErrors } from './RowsEditor';
import '../goal-generator.css';

function plain(rows: readonly EditableRow[]): EditableRow[] {
  return rows.map(({ student, skillArea, goal, target }) => ({ student, skillArea, goal, target }));
}

export function EditFileData() {
  const { file_id: id = '' } = useParams();
  const query = useQuery(GoalClientFileRecord, { variables: { id }, fetchPolicy: 'network-only' });
  const saving = useWrite(UpdateGoalClientFile);
  const file = query.data?.file;
  const [rows, setRows] = useState<EditableRow[] | null>(null);
  const [errors, setErrors] = useState<RowErrors>({});
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (file && rows === null) setRows(plain(file.rows));
  }, [file, rows]);

  const change = (next: EditableRow[]) => {
    setRows(next);
    setDirty(true);
  };

  const save = async () => {
    if (!rows) return;
    const outcome = await saving.run({ id, rows }, 'File data saved.');
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      return;
    }
    setErrors({});
    setDirty(false);
    setRows(plain(outcome.data.saved.rows));
    await query.refetch();
  };

  return (
    <Loaded
      what="the converted file"
      loading={query.loading}
      error={query.error}
      ready={file !== undefined && rows !== null}
      retry={() => void query.refetch()}
    >
      {file && rows && (
        <div className="kit-page">
          <p className="goal-generator-summary">
            {file.sourceName}, converted with {file.templateName} by {file.createdBy}. {layoutSentence(file.layout)}.
          </p>
          {query.data!.checks.length > 0 && (
            <Callout
              intent="warning"
              title={`${query.data!.checks.length} name${query.data!.checks.length === 1 ? '' : 's'} the practice does not have`}
            >
              <ul>
                {query.data!.checks.map((check) => (
                  <li key={`${check.row}-${check.field}`}>{check.message}</li>
                ))}
              </ul>
              Correct them below if they are misspelt; the file can still be written as it is.
            </Callout>
          )}
          {Object.keys(errors).length > 0 && (
            <Callout intent="danger" role="alert" title="The rows were not saved">
              {Object.keys(errors).length} cell{Object.keys(errors).length === 1 ? ' needs' : 's need'} a value; each is marked below.
            </Callout>
          )}
          <RowsEditor
            rows={rows}
            errors={errors}
            onChange={change}
            headers={{
              student: file.layout.studentColumn,
              skillArea: file.layout.skillAreaColumn,
              goal: file.layout.goalColumn,
              target: file.layout.targetColumn,
            }}
          />
          <div className="kit-form-actions">
            <Button
              intent="primary"
              icon="floppy-disk"
              text="Save rows"
              loading={saving.pending}
              disabled={saving.pending || !dirty}
              onClick={() => void save()}
            />
            {dirty && <span className="bp6-text-muted">Save the rows before downloading: the files are written from the saved rows.</span>}
          </div>
          {!dirty && <Downloads fileId={file.id} first={file.kind === 'EXCEL_TO_DOC' ? 'docx' : 'xlsx'} />}
        </div>
      )}
    </Loaded>
  );
}

export const screens = { EditFileData };
