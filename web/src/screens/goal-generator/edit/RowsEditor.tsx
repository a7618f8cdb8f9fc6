// The extracted rows as an editable table: one text box per cell, named by its row and column for screen readers
// and keyboard use; a row can be added below or removed. A cell the stand-in refused shows its message under it.
import { Button, InputGroup } from '@blueprintjs/core';
import type { ConvertedGoalRowInput } from '../../../gql/graphql';

export type EditableRow = ConvertedGoalRowInput;
export type RowErrors = Record<string, string>;

const fields = [
  ['student', 'Student'],
  ['skillArea', 'Skill area'],
  ['goal', 'Goal'],
  ['target', 'Target'],
] as const satisfies readonly (readonly [keyof EditableRow, string])[];

/** A cell's error key as the field errors name it: rows.N.skillArea (N from 0). */
export function cellKey(index: number, field: keyof EditableRow): string {
  return `rows.${index}.${field}`;
}

interface RowsEditorProps {
  rows: EditableRow[];
  /** The column headers of the file's template, by field. */
  headers: Record<keyof EditableRow, string>;
  errors: RowErrors;
  onChange: (rows: EditableRow[]) => void;
}

export function RowsEditor({ rows, headers, errors, onChange }: RowsEditorProps) {
  const set = (index: number, field: keyof EditableRow, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const insertAfter = (index: number) => {
    const base = rows[index] ?? { student: '', skillArea: '', goal: '', target: '' };
    onChange([...rows.slice(0, index + 1), { ...base, target: '' }, ...rows.slice(index + 1)]);
  };
  const remove = (index: number) => onChange(rows.filter((_, at) => at !== index));

  return (
    <table className="goal-generator-rows" aria-label="Extracted goal rows">
      <thead>
        <tr>
          <th scope="col">Row</th>
          {fields.map(([field]) => (
            <th key={field} scope="col">
              {headers[field]}
            </th>
          ))}
          <th scope="col">
            <span className="bp6-text-muted">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td className="goal-generator-row-number">{index + 1}</td>
            {fields.map(([field, label]) => {
              const error = errors[cellKey(index, field)];
              const errorId = error ? `goal-row-${index}-${field}-error` : undefined;
              return (
                <td key={field}>
                  <InputGroup
                    small
                    value={row[field]}
                    intent={error ? 'danger' : 'none'}
                    aria-label={`Row ${index + 1} ${label.toLowerCase()}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={errorId}
                    onValueChange={(value) => set(index, field, value)}
                  />
                  {error && (
                    <span id={errorId} className="bp6-text-small bp6-intent-danger kit-field-error">
                      {error}
                    </span>
                  )}
                </td>
              );
            })}
            <td>
              <div className="goal-generator-downloads">
                <Button
                  small
                  variant="minimal"
                  icon="add-row-bottom"
                  aria-label={`Add a row below row ${index + 1}`}
                  onClick={() => insertAfter(index)}
                />
                <Button
                  small
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  aria-label={`Remove row ${index + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => remove(index)}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
