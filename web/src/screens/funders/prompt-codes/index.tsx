// A funder's prompt codes (/payer-prompt-code/{payer_id}): the prompt levels it wants session data recorded with,
// in order, each with the independence score it counts for. Saved all at once; a funder page.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useWrite } from '../../../kit';
import { useFunderTitle } from '../useFunderTitle';
import { FunderPromptCodeList, SaveFunderPromptCodes } from './operations';
import { LinkButton } from '../../../kit/LinkButton';
import '../../../kit/kit.css';

interface Draft {
  key: number;
  code: string;
  name: string;
  score: string;
}

let nextKey = 1;
const draft = (code = '', name = '', score = ''): Draft => ({ key: nextKey++, code, name, score });

function problemsOf(rows: Draft[]): string[] {
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const at = `Row ${index + 1}`;
    if (!row.code.trim()) problems.push(`${at}: the code field is required.`);
    if (!row.name.trim()) problems.push(`${at}: the name field is required.`);
    const score = Number(row.score);
    if (row.score.trim() !== '' && (!Number.isInteger(score) || score < 0 || score > 100))
      problems.push(`${at}: the score must be a whole number from 0 to 100.`);
  });
  const codes = rows.map((row) => row.code.trim().toUpperCase()).filter(Boolean);
  const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
  for (const code of new Set(repeated)) problems.push(`The code ${code} is used more than once.`);
  return problems;
}

function List() {
  const { payer_id: funderId = '' } = useParams();
  const funderName = useFunderTitle(funderId);
  const { data, loading, refetch } = useQuery(FunderPromptCodeList, { variables: { funderId }, fetchPolicy: 'network-only' });
  const saving = useWrite(SaveFunderPromptCodes);
  const [rows, setRows] = useState<Draft[] | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    if (data) setRows(data.codes.map((code) => draft(code.code, code.name, String(code.score))));
  }, [data]);

  if (!rows)
    return loading ? <Spinner aria-label="Loading prompt codes" /> : <NonIdealState icon="error" title="The prompt codes could not be loaded" />;

  const update = (key: number, change: Partial<Draft>) => setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    setRows(next);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(rows);
    setProblems(found);
    if (found.length > 0) return;
    const promptCodes = rows.map((row) => ({
      code: row.code.trim(),
      name: row.name.trim(),
      score: row.score.trim() === '' ? null : Number(row.score),
    }));
    const outcome = await saving.run({ funderId, promptCodes }, 'Prompt codes saved.');
    if (outcome.ok) await refetch();
    else setProblems([...Object.values(outcome.fieldErrors), ...(outcome.message ? [outcome.message] : [])]);
  };

  return (
    <form className="kit-page" noValidate onSubmit={(event) => void save(event)} aria-label={`Prompt codes of ${funderName ?? 'the funder'}`}>
      <p className="kit-muted">The prompt levels this funder wants session data recorded with, from the most to the least intrusive.</p>
      {problems.length > 0 && (
        <Callout intent="danger" title="The prompt codes could not be saved" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className="kit-panel">
        <HTMLTable compact striped style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Score (%)</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>{index + 1}</td>
                <td>
                  <InputGroup
                    aria-label={`Code of row ${index + 1}`}
                    value={row.code}
                    maxLength={10}
                    onValueChange={(code) => update(row.key, { code })}
                  />
                </td>
                <td>
                  <InputGroup aria-label={`Name of row ${index + 1}`} value={row.name} onValueChange={(name) => update(row.key, { name })} />
                </td>
                <td>
                  <InputGroup
                    aria-label={`Score of row ${index + 1}`}
                    type="number"
                    min={0}
                    max={100}
                    value={row.score}
                    onValueChange={(score) => update(row.key, { score })}
                  />
                </td>
                <td>
                  <Button
                    variant="minimal"
                    icon="arrow-up"
                    aria-label={`Move row ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    variant="minimal"
                    icon="arrow-down"
                    aria-label={`Move row ${index + 1} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {rows.length === 0 && <p className="kit-muted">No prompt codes yet.</p>}
      </div>
      <div className="kit-form-actions">
        <Button icon="plus" text="Add prompt code" onClick={() => setRows([...rows, draft()])} />
        <Button type="submit" intent="primary" text="Save prompt codes" loading={saving.pending} disabled={saving.pending} />
        <LinkButton to="/payers">Back to funders</LinkButton>
      </div>
    </form>
  );
}

export const screens = { List };
