// General behaviour data entry (behavior-data-entry): one day's frequency, duration and intensity per
// behaviour, saved together. Keyboard first: the first count has focus, Enter saves, focus goes back to it; Undo
// puts back what the day held before the last save. A blank duration was not measured and is sent as none.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, HTMLSelect, HTMLTable, Icon, InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { clockTime } from '../../../dates/clock';
import { focusUnlessTouch } from '../../../kit/focusUnlessTouch';
import { recordBehaviorData } from '../../../offline/outbox/writes';
import { useOutboxWrite } from '../../../offline/outbox/useOutbox';
import type { BehaviorDataInput } from '../../../gql/graphql';
import { today } from '../shared/format';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { CountField } from './CountField';
import { BehaviorDataDetailsQuery, DataEntryBehaviorsQuery } from './operations';
import { useStudentName } from './useStudentName';

interface Row {
  frequency: string;
  durationSeconds: string;
  intensity: string;
  notes: string;
}

const blank: Row = { frequency: '', durationSeconds: '', intensity: '', notes: '' };

function toEntries(rows: Record<string, Row>): BehaviorDataInput[] {
  return Object.entries(rows)
    .filter(([, row]) => row.frequency !== '' || row.durationSeconds !== '' || row.notes !== '' || row.intensity !== '')
    .map(([behaviorId, row]) => ({
      behaviorId,
      frequency: row.frequency === '' ? 0 : Number.parseInt(row.frequency, 10),
      durationSeconds: row.durationSeconds === '' ? null : Number.parseInt(row.durationSeconds, 10),
      intensity: row.intensity || null,
      notes: row.notes.trim() || null,
    }));
}

/** What a save of the day holds, for the outbox: each behaviour's count and duration. */
function describeDay(entries: BehaviorDataInput[], behaviors: readonly { id: string; name: string }[], date: string) {
  const name = (id: string | number) => behaviors.find((behavior) => behavior.id === String(id))?.name ?? `Behavior ${id}`;
  return {
    subject: entries.map((entry) => name(entry.behaviorId)).join(', '),
    value:
      entries.map((entry) => `count ${entry.frequency ?? 0}${entry.durationSeconds == null ? '' : `, ${entry.durationSeconds} s`}`).join(', ') +
      ` on ${date}`,
  };
}

export function BehaviorDataEntry() {
  const studentId = useStudentId();
  const client = useApolloClient();
  const { data } = useQuery(DataEntryBehaviorsQuery, { variables: { studentId } });
  const behaviors = (data?.behaviors ?? []).filter((item) => item.status !== 'Inactive');
  const [date, setDate] = useState(today());
  const [rows, setRows] = useState<Record<string, Row>>({});
  // What the day holds on the server, and what it held before the last save (what Undo sends back).
  const [held, setHeld] = useState<Record<string, Row>>({});
  const [before, setBefore] = useState<Record<string, Row> | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  // The day whose rows are shown. Until the day asked for has arrived the fields are shut, so nothing typed is
  // overwritten by an answer that comes after it, and a save never stands on a day that was not read.
  const [loadedDay, setLoadedDay] = useState<string | null>(null);
  const behaviorIds = behaviors.map((item) => item.id).join(',');
  const dayKey = `${date}|${behaviorIds}`;
  const ready = loadedDay === dayKey;
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useOutboxWrite(recordBehaviorData);
  const studentName = useStudentName(studentId);
  const first = useRef<HTMLInputElement>(null);

  // What the day already holds, so a save shows over it and Undo can put it back.
  useEffect(() => {
    if (behaviors.length === 0) return;
    let live = true;
    void Promise.all(
      behaviors.map((behavior) => {
        const variables = { studentId, behaviorId: behavior.id, dateFrom: date, dateTo: date };
        return (
          client
            .query({ query: BehaviorDataDetailsQuery, variables, fetchPolicy: 'network-only', context: { quietTransportErrors: true } })
            .then((result) => [behavior.id, result.data?.details.entries[0]] as const)
            // Offline: the day as this device last knew it, with the saves still waiting in the outbox.
            .catch(
              () => [behavior.id, client.readQuery({ query: BehaviorDataDetailsQuery, variables, optimistic: true })?.details.entries[0]] as const,
            )
        );
      }),
    ).then((found) => {
      if (!live) return;
      const next: Record<string, Row> = {};
      for (const [id, entry] of found) {
        // An entry that counts nothing and measures nothing (what Undo leaves of a first save) reads as blank.
        const recordsSomething = entry && (entry.frequency > 0 || entry.durationSeconds != null || entry.intensity || entry.notes);
        next[id] = recordsSomething
          ? {
              frequency: String(entry.frequency),
              durationSeconds: entry.durationSeconds == null ? '' : String(entry.durationSeconds),
              intensity: entry.intensity ?? '',
              notes: entry.notes ?? '',
            }
          : { ...blank };
      }
      setRows(next);
      setHeld(next);
      setBefore(null);
      setLoadedDay(dayKey);
    });
    return () => {
      live = false;
    };
    // The behaviours' ids, not the array's identity, decide what to read.
  }, [client, studentId, date, behaviorIds]);

  useEffect(() => {
    if (ready) focusUnlessTouch(first.current);
  }, [ready]);

  const set = (id: string, key: keyof Row, value: string) => {
    setRows((current) => ({ ...current, [id]: { ...(current[id] ?? blank), [key]: value } }));
    setSavedAt(null);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const bad = Object.values(rows).some(
      (row) => (row.frequency && !/^\d+$/.test(row.frequency)) || (row.durationSeconds && !/^\d+$/.test(row.durationSeconds)),
    );
    if (bad) {
      setProblem('Counts and durations are whole numbers.');
      return;
    }
    setProblem(null);
    const entries = toEntries(rows);
    if (entries.length === 0) {
      setProblem('Enter a count or a duration for at least one behavior.');
      return;
    }
    const outcome = await saving.run(
      { studentId, date, entries },
      { what: 'Behavior data', student: studentName, ...describeDay(entries, behaviors, date) },
    );
    if (!outcome.ok) return;
    setBefore(held);
    setHeld(rows);
    setSavedAt(outcome.queued ? `${clockTime()}, waiting to be sent` : clockTime());
    focusUnlessTouch(first.current);
  };

  const undo = async () => {
    if (!before) return;
    // Every behaviour the save touched goes back to what it held; one that held nothing goes back to nothing
    // counted and nothing measured.
    const touched = new Set(toEntries(held).map((entry) => entry.behaviorId));
    const restored = toEntries(before).filter((entry) => touched.has(entry.behaviorId));
    const emptied = [...touched]
      .filter((behaviorId) => !restored.some((entry) => entry.behaviorId === behaviorId))
      .map((behaviorId) => ({ behaviorId, frequency: 0, durationSeconds: null, intensity: null, notes: null }));
    const back = [...restored, ...emptied];
    const outcome = await saving.run(
      { studentId, date, entries: back },
      { what: 'Behavior data (undo)', student: studentName, ...describeDay(back, behaviors, date) },
      'Last save undone.',
    );
    if (outcome.ok) {
      setRows(before);
      setHeld(before);
      setBefore(null);
      setSavedAt(null);
      focusUnlessTouch(first.current);
    }
  };

  return (
    <StudentFrame title="Behavior data entry">
      <form className="kit-panel" aria-label="Behavior data for a day" onSubmit={(event) => void save(event)}>
        <label className="bp6-label bp6-inline">
          Date <InputGroup type="date" value={date} max={today()} onValueChange={(value) => setDate(value)} aria-label="Date" />
        </label>
        {behaviors.length === 0 ? (
          <p className="kit-muted">
            No active behaviors. <Link to={`/student-behaviors/${studentId}`}>Add behaviors</Link> to record their data.
          </p>
        ) : (
          <fieldset className="student-day" disabled={!ready} aria-busy={!ready}>
            <HTMLTable compact striped className="kit-table">
              <caption className="kit-visually-hidden">Behaviors</caption>
              <thead>
                <tr>
                  <th scope="col">Behavior</th>
                  <th scope="col">Count</th>
                  <th scope="col">Duration (s)</th>
                  <th scope="col">Intensity</th>
                  <th scope="col">Notes</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {behaviors.map((behavior, index) => {
                  const row = rows[behavior.id] ?? blank;
                  return (
                    <tr key={behavior.id}>
                      <th scope="row">{behavior.name}</th>
                      <td>
                        <CountField
                          behavior={behavior.name}
                          inputRef={index === 0 ? first : undefined}
                          value={row.frequency}
                          onChange={(value) => set(behavior.id, 'frequency', value)}
                        />
                      </td>
                      <td>
                        <InputGroup
                          inputMode="numeric"
                          aria-label={`Duration of ${behavior.name} in seconds`}
                          value={row.durationSeconds}
                          onValueChange={(value) => set(behavior.id, 'durationSeconds', value)}
                        />
                      </td>
                      <td>
                        <HTMLSelect
                          aria-label={`Intensity of ${behavior.name}`}
                          value={row.intensity}
                          onChange={(event) => set(behavior.id, 'intensity', event.currentTarget.value)}
                          options={[{ value: '', label: '—' }, 'Mild', 'Moderate', 'Severe']}
                        />
                      </td>
                      <td>
                        <InputGroup
                          aria-label={`Notes on ${behavior.name}`}
                          value={row.notes}
                          onValueChange={(value) => set(behavior.id, 'notes', value)}
                        />
                      </td>
                      <td>
                        <Link to={`/student-data-entry/behavior/${behavior.id}/${studentId}`}>History</Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </fieldset>
        )}
        {problem && (
          <p role="alert" style={{ color: '#ac2f33' }}>
            {problem}
          </p>
        )}
        <div className="kit-form-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" text="Save day" loading={saving.pending} disabled={!ready} />
          <Button icon="undo" text="Undo last save" disabled={!before || saving.pending} onClick={() => void undo()} />
          <span className="student-saved" role="status" aria-live="polite">
            {savedAt && (
              <>
                <Icon icon="tick-circle" intent="success" /> Saved at {savedAt}
              </>
            )}
          </span>
        </div>
        <p className="kit-muted">Enter saves the day. Focus then returns to the first count.</p>
      </form>
    </StudentFrame>
  );
}
