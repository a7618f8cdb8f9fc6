// ABC data entry (behavior-abc-data-entry list, add, edit, delete) as staff do
// it in a session: keyboard first (the first field has focus, Enter saves, focus goes back to the first field), an
// obvious saved state, and Undo of the last entry through the API.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, Icon, InputGroup, NumericInput } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isCalendarDate } from '../../../dates/calendar';
import { clockTime } from '../../../dates/clock';
import { useOutbox, useOutboxWrite } from '../../../offline/outbox/useOutbox';
import { createAbcEntry, deleteAbcEntry, updateAbcEntry } from '../../../offline/outbox/writes';
import { seqOfWaitingId } from '../../../offline/outbox/write';
import { Pager } from '../../../kit/list/Pager';
import type { AbcEntryInput } from '../../../gql/graphql';
import { RecordSection } from '../../../kit/list/RecordSection';
import { nowTime, seconds, today, usDate } from '../shared/format';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { abcFields } from './fields';
import { AbcEntriesQuery, DataEntryBehaviorsQuery } from './operations';
import { useStudentName } from './useStudentName';
import { describeAction, inputOf, useLastAction, type AbcEntry as Entry } from './useUndo';

const RECORDING = { add: true, edit: true, remove: true };

const SETTINGS = ['Home', 'Clinic', 'School', 'Community', 'Telehealth'];
const INTENSITIES = ['Mild', 'Moderate', 'Severe'];

interface Draft {
  behaviorId: string;
  date: string;
  time: string;
  setting: string;
  antecedent: string;
  behavior: string;
  consequence: string;
  intensity: string;
  durationSeconds: string;
  notes: string;
}

const fresh = (keep?: Partial<Draft>): Draft => ({
  behaviorId: keep?.behaviorId ?? '',
  date: keep?.date ?? today(),
  time: nowTime(),
  setting: keep?.setting ?? '',
  antecedent: '',
  behavior: '',
  consequence: '',
  intensity: keep?.intensity ?? '',
  durationSeconds: '',
  notes: '',
});

type Problems = Partial<Record<keyof Draft, string>>;

function check(draft: Draft): Problems {
  const problems: Problems = {};
  if (!draft.behaviorId) problems.behaviorId = 'The behavior field is required.';
  if (!isCalendarDate(draft.date)) problems.date = 'The date field must be a valid date.';
  else if (draft.date > today()) problems.date = 'The date must not be after today.';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.time)) problems.time = 'The time field must be a time like 09:30.';
  if (!draft.antecedent.trim()) problems.antecedent = 'The antecedent field is required.';
  if (!draft.behavior.trim()) problems.behavior = 'The behavior field is required.';
  if (!draft.consequence.trim()) problems.consequence = 'The consequence field is required.';
  if (draft.durationSeconds && !/^\d+$/.test(draft.durationSeconds))
    problems.durationSeconds = 'The duration field must be a whole number of seconds.';
  return problems;
}

function toInput(draft: Draft): AbcEntryInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    behaviorId: draft.behaviorId,
    date: draft.date,
    time: draft.time,
    setting: orNull(draft.setting),
    antecedent: draft.antecedent.trim(),
    behavior: draft.behavior.trim(),
    consequence: draft.consequence.trim(),
    intensity: orNull(draft.intensity),
    durationSeconds: draft.durationSeconds ? Number.parseInt(draft.durationSeconds, 10) : null,
    notes: orNull(draft.notes),
  };
}

export function AbcEntryPage() {
  const studentId = useStudentId();
  const prefix = useId().replace(/:/g, '');
  const firstField = useRef<HTMLSelectElement>(null);
  const behaviors = useQuery(DataEntryBehaviorsQuery, { variables: { studentId } }).data?.behaviors ?? [];
  const [filterBehavior, setFilterBehavior] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const listVariables = useMemo(
    () => ({ studentId, filter: filterBehavior ? { behaviorId: filterBehavior } : null, page: { page: pageNumber, perPage } }),
    [studentId, filterBehavior, pageNumber, perPage],
  );
  const list = useQuery(AbcEntriesQuery, { variables: listVariables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = (list.data ?? list.previousData)?.page;

  const creating = useOutboxWrite(createAbcEntry);
  const updating = useOutboxWrite(updateAbcEntry);
  const deleting = useOutboxWrite(deleteAbcEntry);
  const outbox = useOutbox();
  const studentName = useStudentName(studentId);
  const behaviorName = (id: string | number) => behaviors.find((item) => item.id === String(id))?.name ?? `Behavior ${id}`;
  const summary = (what: string, input: AbcEntryInput) => ({
    what,
    student: studentName,
    subject: behaviorName(input.behaviorId),
    value: `${input.date} ${input.time}: ${input.antecedent} → ${input.behavior} → ${input.consequence}`,
  });
  // An entry still waiting in the outbox is corrected or taken back there: the API has no id for it yet.
  const correct = async (row: Entry, input: AbcEntryInput, success: string) => {
    const seq = seqOfWaitingId(row.id);
    if (seq === undefined) return updating.run({ id: row.id, input }, summary('ABC entry corrected', input), success);
    await outbox.resend(seq, { studentId, input }, summary('ABC entry', input));
    return { ok: true as const, data: { saved: { ...row, ...input, behaviorId: String(input.behaviorId) } }, queued: true as const, seq };
  };
  const takeBack = async (row: Entry, success: string) => {
    const seq = seqOfWaitingId(row.id);
    if (seq === undefined) return deleting.run({ id: row.id }, { ...summary('ABC entry deleted', inputOf(row)) }, success);
    if (await outbox.discard(seq)) return { ok: true as const, data: { result: { ok: true, message: null } }, queued: true as const, seq };
    return { ok: false as const, fieldErrors: {}, message: 'This entry is being sent just now. Try again in a moment.' };
  };
  const { last, remember } = useLastAction();
  const [draft, setDraft] = useState<Draft>(() => fresh());
  const [problems, setProblems] = useState<Problems>({});
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [undoing, setUndoing] = useState(false);

  useEffect(() => firstField.current?.focus(), []);
  // The only behaviour is chosen for the user.
  useEffect(() => {
    if (behaviors.length === 1 && !draft.behaviorId) setDraft((current) => ({ ...current, behaviorId: behaviors[0]!.id }));
  }, [behaviors, draft.behaviorId]);

  const set = (key: keyof Draft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setSavedAt(null);
    if (problems[key]) setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (creating.pending) return;
    const found = check(draft);
    setProblems(found);
    const first = (Object.keys(found) as (keyof Draft)[])[0];
    if (first) {
      document.getElementById(`${prefix}-${first}`)?.focus();
      return;
    }
    const input = toInput(draft);
    const outcome = await creating.run({ studentId, input }, summary('ABC entry', input));
    if (!outcome.ok) {
      const server = outcome.fieldErrors as Problems;
      setProblems(server);
      return;
    }
    remember({ kind: 'created', entry: outcome.data.saved });
    setSavedAt(outcome.queued ? `${clockTime()}, waiting to be sent` : clockTime());
    setDraft(fresh(draft));
    // A write waiting in the outbox shows in the list already; an answered one is read again with the list.
    if (!outcome.queued) void list.refetch();
    firstField.current?.focus();
  };

  const undo = async () => {
    if (!last || undoing) return;
    setUndoing(true);
    let ok = false;
    let queued = false;
    const done = (outcome: { ok: boolean; queued?: boolean }) => {
      queued = outcome.ok && outcome.queued === true;
      return outcome.ok;
    };
    if (last.kind === 'created') ok = done(await takeBack(last.entry, 'Entry undone: it was deleted.'));
    if (last.kind === 'updated') ok = done(await correct(last.after, inputOf(last.before), 'Correction undone.'));
    if (last.kind === 'deleted')
      ok = done(
        await creating.run({ studentId, input: inputOf(last.entry) }, summary('ABC entry restored', inputOf(last.entry)), 'Deleted entry restored.'),
      );
    setUndoing(false);
    if (ok) {
      remember(null);
      setSavedAt(null);
      if (!queued) void list.refetch();
      firstField.current?.focus();
    }
  };

  // Enter in a one-line field saves (the form's own submit); Ctrl+Z outside a text field undoes.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      void undo();
    }
  };

  const field = (key: keyof Draft) => ({
    id: `${prefix}-${key}`,
    'aria-invalid': problems[key] ? true : undefined,
    'aria-describedby': problems[key] ? `${prefix}-${key}-error` : undefined,
  });
  const help = (key: keyof Draft) => (problems[key] ? <span id={`${prefix}-${key}-error`}>{problems[key]}</span> : undefined);
  const intent = (key: keyof Draft) => (problems[key] ? 'danger' : 'none');

  return (
    <StudentFrame title="ABC data entry">
      <form
        className="kit-form student-abc-form"
        aria-label="New ABC entry"
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={onKeyDown}
      >
        <div className="kit-form-grid">
          <FormGroup
            label="Behavior"
            labelFor={`${prefix}-behaviorId`}
            labelInfo="(required)"
            helperText={help('behaviorId')}
            intent={intent('behaviorId')}
          >
            <HTMLSelect
              {...field('behaviorId')}
              ref={firstField}
              fill
              value={draft.behaviorId}
              onChange={(event) => set('behaviorId', event.currentTarget.value)}
              options={[{ value: '', label: 'Choose a behavior' }, ...behaviors.map((item) => ({ value: item.id, label: item.name }))]}
            />
          </FormGroup>
          <FormGroup label="Date" labelFor={`${prefix}-date`} helperText={help('date')} intent={intent('date')}>
            <InputGroup {...field('date')} type="date" value={draft.date} max={today()} onValueChange={(value) => set('date', value)} />
          </FormGroup>
          <FormGroup label="Time" labelFor={`${prefix}-time`} helperText={help('time')} intent={intent('time')}>
            <InputGroup {...field('time')} type="time" value={draft.time} onValueChange={(value) => set('time', value)} />
          </FormGroup>
          <FormGroup label="Setting" labelFor={`${prefix}-setting`}>
            <HTMLSelect
              {...field('setting')}
              fill
              value={draft.setting}
              onChange={(event) => set('setting', event.currentTarget.value)}
              options={[{ value: '', label: '—' }, ...SETTINGS]}
            />
          </FormGroup>
          <FormGroup
            label="Antecedent"
            labelFor={`${prefix}-antecedent`}
            labelInfo="(required)"
            helperText={help('antecedent') ?? 'What happened just before.'}
            intent={intent('antecedent')}
            className="kit-form-wide"
          >
            <InputGroup
              {...field('antecedent')}
              value={draft.antecedent}
              intent={intent('antecedent')}
              onValueChange={(value) => set('antecedent', value)}
            />
          </FormGroup>
          <FormGroup
            label="Behavior observed"
            labelFor={`${prefix}-behavior`}
            labelInfo="(required)"
            helperText={help('behavior') ?? 'What the student did.'}
            intent={intent('behavior')}
            className="kit-form-wide"
          >
            <InputGroup {...field('behavior')} value={draft.behavior} intent={intent('behavior')} onValueChange={(value) => set('behavior', value)} />
          </FormGroup>
          <FormGroup
            label="Consequence"
            labelFor={`${prefix}-consequence`}
            labelInfo="(required)"
            helperText={help('consequence') ?? 'What happened right after.'}
            intent={intent('consequence')}
            className="kit-form-wide"
          >
            <InputGroup
              {...field('consequence')}
              value={draft.consequence}
              intent={intent('consequence')}
              onValueChange={(value) => set('consequence', value)}
            />
          </FormGroup>
          <FormGroup label="Intensity" labelFor={`${prefix}-intensity`}>
            <HTMLSelect
              {...field('intensity')}
              fill
              value={draft.intensity}
              onChange={(event) => set('intensity', event.currentTarget.value)}
              options={[{ value: '', label: '—' }, ...INTENSITIES]}
            />
          </FormGroup>
          <FormGroup
            label="Duration (seconds)"
            labelFor={`${prefix}-durationSeconds`}
            helperText={help('durationSeconds')}
            intent={intent('durationSeconds')}
          >
            <NumericInput
              {...field('durationSeconds')}
              fill
              min={0}
              inputMode="numeric"
              buttonPosition="none"
              value={draft.durationSeconds}
              onValueChange={(_, text) => set('durationSeconds', text)}
            />
          </FormGroup>
          <FormGroup label="Notes" labelFor={`${prefix}-notes`}>
            <InputGroup {...field('notes')} value={draft.notes} onValueChange={(value) => set('notes', value)} />
          </FormGroup>
        </div>
        <div className="kit-form-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" text="Save entry" loading={creating.pending} />
          <Button icon="undo" text="Undo last entry" disabled={!last || undoing} loading={undoing} onClick={() => void undo()} />
          <span className="student-saved" role="status" aria-live="polite">
            {savedAt && last && (
              <Tag large intent="success" icon={<Icon icon="tick-circle" />}>
                {describeAction(last)} ({savedAt})
              </Tag>
            )}
            {!savedAt && last && last.kind !== 'created' && <>{describeAction(last)}</>}
          </span>
        </div>
        <p className="kit-muted">Enter saves the entry. Focus then returns to the first field for the next one.</p>
      </form>

      <div className="kit-toolbar">
        <FormGroup label="Show behavior" labelFor={`${prefix}-filter`} inline>
          <HTMLSelect
            id={`${prefix}-filter`}
            value={filterBehavior}
            onChange={(event) => {
              setFilterBehavior(event.currentTarget.value);
              setPageNumber(1);
            }}
            options={[{ value: '', label: 'All behaviors' }, ...behaviors.map((item) => ({ value: item.id, label: item.name }))]}
          />
        </FormGroup>
      </div>
      <RecordSection<Entry, AbcEntryInput>
        plural="ABC entries"
        singular="ABC entry"
        // Data entry is recording, not editing the record: allowed with the List method alone.
        permissions={RECORDING}
        rows={page?.nodes}
        loading={list.loading}
        error={list.error}
        refetch={list.refetch}
        rowName={(row) => `${row.behaviorName ?? 'entry'} on ${usDate(row.date)} at ${row.time}`}
        columns={[
          { header: 'When', cell: (row) => `${usDate(row.date)} ${row.time}` },
          { header: 'Behavior', cell: (row) => row.behaviorName ?? '—' },
          { header: 'Antecedent', cell: (row) => row.antecedent },
          { header: 'Observed', cell: (row) => row.behavior },
          { header: 'Consequence', cell: (row) => row.consequence },
          { header: 'Setting', cell: (row) => row.setting ?? '—' },
          { header: 'Intensity', cell: (row) => row.intensity ?? '—' },
          { header: 'Duration', cell: (row) => seconds(row.durationSeconds) },
        ]}
        fields={abcFields(studentId)}
        update={async (row, input) => {
          const outcome = await correct(row, input, 'Entry corrected.');
          if (outcome.ok) remember({ kind: 'updated', before: row, after: outcome.data.saved });
          return outcome;
        }}
        remove={async (row) => {
          const outcome = await takeBack(row, 'Entry deleted.');
          if (outcome.ok) remember({ kind: 'deleted', entry: row });
          return outcome;
        }}
      />
      <Pager
        pageInfo={page?.pageInfo}
        perPage={perPage}
        pageSizes={[50, 100, 150, 200, 500]}
        onPage={setPageNumber}
        onPerPage={(size) => {
          setPerPage(size);
          setPageNumber(1);
        }}
        disabled={list.loading}
      />
      {last && last.kind !== 'created' && (
        <Callout intent="primary" icon="undo">
          {describeAction(last)}. <Button variant="minimal" text="Undo" onClick={() => void undo()} />
        </Callout>
      )}
    </StudentFrame>
  );
}
