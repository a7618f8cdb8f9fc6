// Skill data entry (with an optional encrypted string in the route): the trials of one target
// in a session, keyboard first: + or C correct, - or X incorrect, P prompted (with the prompt code chosen),
// Backspace takes the last trial back, Enter saves and focus returns to the trial pad.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, HTMLSelect, Icon, InputGroup } from '@blueprintjs/core';
import { Tag } from '../../../kit/Tag';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import { recordSkillData } from '../../../offline/outbox/writes';
import { useOutboxWrite } from '../../../offline/outbox/useOutbox';
import type { TrialResult } from '../../../gql/graphql';
import { today } from '../shared/format';
import { StudentFrame } from '../shared/StudentFrame';
import { useStudentId } from '../shared/useStudentId';
import { SkillTargetsQuery } from './operations';
import { useStudentName } from './useStudentName';

interface Trial {
  result: TrialResult;
  promptCode: string | null;
}

const SYMBOL: Record<TrialResult, string> = { CORRECT: '+', INCORRECT: '−', PROMPTED: 'P' };

export function SkillDataEntry() {
  const studentId = useStudentId();
  const { encrypted } = useParams();
  const { data } = useQuery(SkillTargetsQuery, { variables: { studentId } });
  const targets = data?.targets ?? [];
  const programs = new Map((data?.programs ?? []).map((program) => [program.id, program.name]));
  const prompts = (data?.prompts.levels ?? []).filter((level) => !level.isIndependent);
  const [targetId, setTargetId] = useState('');
  const [date, setDate] = useState(today());
  const [promptCode, setPromptCode] = useState('');
  const [trials, setTrials] = useState<Trial[]>([]);
  const [notes, setNotes] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useOutboxWrite(recordSkillData);
  const studentName = useStudentName(studentId);
  const pad = useRef<HTMLDivElement>(null);
  const targetField = useRef<HTMLSelectElement>(null);

  useEffect(() => targetField.current?.focus(), []);
  useEffect(() => {
    if (!promptCode && prompts[0]) setPromptCode(prompts[0].code);
  }, [prompts, promptCode]);

  const add = (result: TrialResult) => {
    if (result === 'PROMPTED' && !promptCode) {
      setProblem('Choose the prompt code of a prompted trial.');
      return;
    }
    setProblem(null);
    setSaved(null);
    setTrials((current) => [...current, { result, promptCode: result === 'PROMPTED' ? promptCode : null }]);
  };

  const save = async () => {
    if (!targetId) {
      setProblem('The target field is required.');
      targetField.current?.focus();
      return;
    }
    if (trials.length === 0) {
      setProblem('Record at least one trial.');
      pad.current?.focus();
      return;
    }
    setProblem(null);
    const target = targets.find((item) => item.id === targetId);
    const counted = trials.filter((trial) => trial.result === 'CORRECT').length;
    // Made when the therapist saves: kept in the outbox and sent at once, or when the connection is back.
    const outcome = await saving.run(
      {
        studentId,
        input: {
          targetId,
          date,
          trials: trials.map((trial) => ({ result: trial.result, promptCode: trial.promptCode })),
          sessionKey: encrypted ?? null,
          notes: notes.trim() || null,
        },
      },
      { what: 'Skill trials', student: studentName, subject: target?.name, value: `${counted} of ${trials.length} correct` },
    );
    if (!outcome.ok) return;
    const result = outcome.data.saved;
    setSaved(
      `${result.targetName ?? 'Target'}: ${result.correct} correct, ${result.incorrect} incorrect, ${result.prompted} prompted (${Math.round(result.percentCorrect)}%)` +
        (outcome.queued ? ', waiting to be sent' : ''),
    );
    setTrials([]);
    setNotes('');
    pad.current?.focus();
  };

  const onPadKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase();
    if (key === '+' || key === 'c' || key === '=') add('CORRECT');
    else if (key === '-' || key === 'x') add('INCORRECT');
    else if (key === 'p') add('PROMPTED');
    else if (key === 'backspace') setTrials((current) => current.slice(0, -1));
    else if (key === 'enter') void save();
    else return;
    event.preventDefault();
  };

  const correct = trials.filter((trial) => trial.result === 'CORRECT').length;
  return (
    <StudentFrame title="Skill data entry">
      {encrypted && (
        <Callout intent="primary" icon="link">
          Recording for session <code>{encrypted}</code>.
        </Callout>
      )}
      <div className="kit-form">
        <div className="kit-form-grid">
          <FormGroup label="Target" labelFor="skill-target" labelInfo="(required)">
            <HTMLSelect
              id="skill-target"
              ref={targetField}
              fill
              value={targetId}
              onChange={(event) => setTargetId(event.currentTarget.value)}
              options={[
                { value: '', label: 'Choose a target' },
                ...targets.map((target) => ({ value: target.id, label: `${programs.get(target.programId) ?? 'Program'} – ${target.name}` })),
              ]}
            />
          </FormGroup>
          <FormGroup label="Date" labelFor="skill-date">
            <InputGroup id="skill-date" type="date" value={date} max={today()} onValueChange={setDate} />
          </FormGroup>
          <FormGroup label="Prompt code for P" labelFor="skill-prompt">
            <HTMLSelect
              id="skill-prompt"
              fill
              value={promptCode}
              onChange={(event) => setPromptCode(event.currentTarget.value)}
              options={prompts.map((level) => ({ value: level.code, label: `${level.code} – ${level.name}` }))}
            />
          </FormGroup>
        </div>
        <div
          ref={pad}
          tabIndex={0}
          role="group"
          aria-label="Trial pad: plus correct, minus incorrect, P prompted, Backspace undoes, Enter saves"
          className="student-trial-pad"
          onKeyDown={onPadKey}
        >
          <Button large intent="success" text="+ Correct" onClick={() => add('CORRECT')} />
          <Button large intent="danger" text="− Incorrect" onClick={() => add('INCORRECT')} />
          <Button large intent="warning" text="P Prompted" onClick={() => add('PROMPTED')} />
          <Button icon="undo" text="Undo last trial" disabled={trials.length === 0} onClick={() => setTrials((current) => current.slice(0, -1))} />
        </div>
        <div className="student-trials" aria-live="polite" aria-label="Trials recorded">
          {trials.length === 0 ? (
            <span className="kit-muted">No trials yet.</span>
          ) : (
            trials.map((trial, index) => (
              <Tag key={index} intent={trial.result === 'CORRECT' ? 'success' : trial.result === 'INCORRECT' ? 'danger' : 'warning'}>
                {SYMBOL[trial.result]}
                {trial.promptCode ? ` ${trial.promptCode}` : ''}
              </Tag>
            ))
          )}
          {trials.length > 0 && (
            <span>
              {correct} of {trials.length} correct ({Math.round((correct / trials.length) * 100)}%)
            </span>
          )}
        </div>
        <FormGroup label="Notes" labelFor="skill-notes">
          <InputGroup id="skill-notes" value={notes} onValueChange={setNotes} onKeyDown={(event) => event.key === 'Enter' && void save()} />
        </FormGroup>
        {problem && (
          <p role="alert" style={{ color: '#ac2f33' }}>
            {problem}
          </p>
        )}
        <div className="kit-form-actions">
          <Button intent="primary" icon="floppy-disk" text="Save trials" loading={saving.pending} onClick={() => void save()} />
          <span className="student-saved" role="status" aria-live="polite">
            {saved && (
              <>
                <Icon icon="tick-circle" intent="success" /> Saved – {saved}
              </>
            )}
          </span>
          <span className="kit-toolbar-spacer" />
          <Link to={`/student-data-entry/skill-list/${studentId}`}>Skill data list</Link>
        </div>
      </div>
    </StudentFrame>
  );
}
