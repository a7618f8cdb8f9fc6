// The preference, skill and health sheets (the assessment variants by category id, with their read and
// update calls), one of each per student, read and saved whole.
import { useQuery } from '@apollo/client/react';
import { Button, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { fields, useWrite } from '../../../kit';
import { Loaded } from '../../../kit/Loaded';
import type { HealthAssessmentInput } from '../../../gql/graphql';
import { usDate } from '../shared/format';
import { usDateTime } from '../shared/formatDateTime';
import { useStudentPermissions } from '../shared/permissions';
import { RecordForm } from '../../../kit/form/RecordForm';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import {
  HealthSheetQuery,
  PreferenceSheetQuery,
  SkillSheetQuery,
  UpdateHealthSheetMutation,
  UpdatePreferenceSheetMutation,
  UpdateSkillSheetMutation,
} from './operations';

type Cells = Record<string, string>;

/** An editable table of rows of text cells. */
function RowsEditor({
  caption,
  columns,
  rows,
  onChange,
  readOnly,
}: {
  caption: string;
  columns: { key: string; label: string }[];
  rows: Cells[];
  onChange: (rows: Cells[]) => void;
  readOnly: boolean;
}) {
  return (
    <div className="kit-table-wrap">
      <HTMLTable compact className="kit-table">
        <caption className="kit-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            {!readOnly && <th scope="col">Remove</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key}>
                  <InputGroup
                    aria-label={`${column.label} of row ${index + 1}`}
                    disabled={readOnly}
                    value={row[column.key] ?? ''}
                    onValueChange={(value) => onChange(rows.map((other, at) => (at === index ? { ...other, [column.key]: value } : other)))}
                  />
                </td>
              ))}
              {!readOnly && (
                <td>
                  <Button
                    icon="trash"
                    variant="minimal"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {!readOnly && <Button icon="plus" text="Add row" onClick={() => onChange([...rows, {}])} />}
    </div>
  );
}

export function PreferenceSheet() {
  const studentId = useStudentId();
  const readOnly = !useStudentPermissions().edit;
  const { data, loading, error, refetch } = useQuery(PreferenceSheetQuery, { variables: { studentId }, fetchPolicy: 'network-only' });
  const saving = useWrite(UpdatePreferenceSheetMutation);
  const [rows, setRows] = useState<Cells[]>([]);
  const [method, setMethod] = useState('');
  useEffect(() => {
    if (!data) return;
    setRows(data.sheet.items.map((item) => ({ item: item.item, category: item.category, rank: String(item.rank), notes: item.notes ?? '' })));
    setMethod(data.sheet.method ?? '');
  }, [data]);
  const save = async () => {
    const items = rows
      .filter((row) => row.item?.trim())
      .map((row, index) => ({
        item: row.item!.trim(),
        category: row.category || null,
        rank: Number(row.rank) || index + 1,
        notes: row.notes || null,
      }));
    const outcome = await saving.run({ studentId, input: { method: method || null, items } }, 'Preference assessment saved.');
    if (outcome.ok) void refetch();
  };
  return (
    <StudentFrame title="Preference assessment">
      {/* The sheet is saved whole: one not read (or whose read failed) is never offered for saving. */}
      <Loaded what="the preference assessment" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        <div className="kit-panel student-section">
          <p className="kit-muted">
            Assessed {usDate(data?.sheet.assessedOn)} by {data?.sheet.assessedBy?.name ?? '—'}; updated {usDateTime(data?.sheet.updatedAt)}
          </p>
          <label className="bp6-label">
            Method (MSWO, Paired stimulus or Free operant)
            <InputGroup value={method} disabled={readOnly} onValueChange={setMethod} />
          </label>
          <RowsEditor
            caption="Preferred items"
            readOnly={readOnly}
            columns={[
              { key: 'rank', label: 'Rank' },
              { key: 'item', label: 'Item' },
              { key: 'category', label: 'Category' },
              { key: 'notes', label: 'Notes' },
            ]}
            rows={rows}
            onChange={setRows}
          />
          {!readOnly && <Button intent="primary" text="Save preference assessment" loading={saving.pending} onClick={() => void save()} />}
        </div>
      </Loaded>
    </StudentFrame>
  );
}

export function SkillSheet() {
  const studentId = useStudentId();
  const readOnly = !useStudentPermissions().edit;
  const { data, loading, error, refetch } = useQuery(SkillSheetQuery, { variables: { studentId }, fetchPolicy: 'network-only' });
  const saving = useWrite(UpdateSkillSheetMutation);
  const [rows, setRows] = useState<Cells[]>([]);
  const [method, setMethod] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    setRows(
      data.sheet.domains.map((domain) => ({
        domain: domain.domain,
        level: domain.level ?? '',
        score: String(domain.score),
        maxScore: String(domain.maxScore),
        notes: domain.notes ?? '',
      })),
    );
    setMethod(data.sheet.method ?? '');
  }, [data]);
  const save = async () => {
    const domains = rows.filter((row) => row.domain?.trim());
    if (domains.some((row) => !Number.isFinite(Number(row.score)) || !(Number(row.maxScore) > 0) || Number(row.score) > Number(row.maxScore))) {
      setProblem('Each domain needs a score between 0 and its max score.');
      return;
    }
    setProblem(null);
    const outcome = await saving.run(
      {
        studentId,
        input: {
          method: method || null,
          domains: domains.map((row) => ({
            domain: row.domain!.trim(),
            level: row.level || null,
            score: Number(row.score),
            maxScore: Number(row.maxScore),
            notes: row.notes || null,
          })),
        },
      },
      'Skill assessment saved.',
    );
    if (outcome.ok) void refetch();
  };
  return (
    <StudentFrame title="Skill assessment">
      <Loaded what="the skill assessment" loading={loading} error={error} ready={Boolean(data)} retry={() => void refetch()}>
        <div className="kit-panel student-section">
          <p className="kit-muted">
            Assessed {usDate(data?.sheet.assessedOn)} by {data?.sheet.assessedBy?.name ?? '—'}
          </p>
          <label className="bp6-label">
            Method (VB-MAPP, ABLLS-R, AFLS or Vineland-3)
            <InputGroup value={method} disabled={readOnly} onValueChange={setMethod} />
          </label>
          <RowsEditor
            caption="Domains"
            readOnly={readOnly}
            columns={[
              { key: 'domain', label: 'Domain' },
              { key: 'level', label: 'Level' },
              { key: 'score', label: 'Score' },
              { key: 'maxScore', label: 'Max score' },
              { key: 'notes', label: 'Notes' },
            ]}
            rows={rows}
            onChange={setRows}
          />
          {problem && (
            <p role="alert" style={{ color: '#ac2f33' }}>
              {problem}
            </p>
          )}
          {!readOnly && <Button intent="primary" text="Save skill assessment" loading={saving.pending} onClick={() => void save()} />}
        </div>
      </Loaded>
    </StudentFrame>
  );
}

interface HealthForm extends Omit<HealthAssessmentInput, 'medications'> {
  medicationLines?: string[] | null;
}

const healthFields = fields<HealthForm>(
  { name: 'assessedOn', label: 'Assessed on', kind: 'date' },
  { name: 'allergies', label: 'Allergies', kind: 'lines', helper: 'One a line.' },
  { name: 'conditions', label: 'Conditions', kind: 'lines', helper: 'One a line.' },
  { name: 'medicationLines', label: 'Medications', kind: 'lines', wide: true, helper: 'One a line: name | dose | schedule.' },
  { name: 'diet', label: 'Diet', kind: 'text' },
  { name: 'sleep', label: 'Sleep', kind: 'text' },
  { name: 'physicianName', label: 'Physician', kind: 'text' },
  { name: 'physicianPhone', label: 'Physician phone', kind: 'tel' },
  { name: 'seizureHistory', label: 'Seizure history', kind: 'switch' },
  { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
);

export function HealthSheet() {
  const studentId = useStudentId();
  const readOnly = !useStudentPermissions().edit;
  const { data, loading, error, refetch } = useQuery(HealthSheetQuery, { variables: { studentId }, fetchPolicy: 'network-only' });
  const saving = useWrite(UpdateHealthSheetMutation);
  const sheet = data?.sheet;
  const record = sheet
    ? { ...sheet, medicationLines: sheet.medications.map((item) => [item.name, item.dose ?? '', item.schedule ?? ''].join(' | ')) }
    : null;
  return (
    <StudentFrame title="Health assessment">
      <Loaded what="the health assessment" loading={loading} error={error} ready={record !== null} retry={() => void refetch()}>
        {record && (
          <RecordForm<HealthForm>
            key={sheet?.updatedAt ?? 'health'}
            label="Health assessment"
            fields={healthFields}
            record={record}
            submitText={readOnly ? 'Read only' : 'Save health assessment'}
            pending={readOnly}
            save={({ medicationLines, ...input }) =>
              saving.run(
                {
                  studentId,
                  input: {
                    ...input,
                    medications: (medicationLines ?? []).map((line) => {
                      const [name = '', dose = '', schedule = ''] = line.split('|').map((part) => part.trim());
                      return { name, dose: dose || null, schedule: schedule || null };
                    }),
                  },
                },
                'Health assessment saved.',
              )
            }
            onSaved={() => void refetch()}
          />
        )}
      </Loaded>
    </StudentFrame>
  );
}
