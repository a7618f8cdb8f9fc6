// Typing is never lost: every change is saved as the draft 1.5 seconds after the last keystroke, and at once before
// signing or completing (flush). While a change is not saved yet the page asks before it is left. A save goes
// through the outbox: with no connection the draft is kept on the device and sent when the connection is back (a
// later save of the same note takes the place of one still waiting).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOutboxWrite } from '../../offline/outbox/useOutbox';
import { saveSessionNote } from '../../offline/outbox/writes';
import { answerList, type Answers, type Note } from './model';

export const autosaveDelayMs = 1500;

export type DraftState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'waiting'; at: Date }
  | { kind: 'failed'; message: string };

/** Saves the answers; answers the note kept (or that it waits in the outbox), or the field errors and message of a refusal. */
export type SaveDraft = (
  answers: { key: string; value: string }[],
) => Promise<{ ok: true; note: Note; queued?: boolean } | { ok: false; fieldErrors: Record<string, string>; message: string | null }>;

/** The draft's save through the outbox, for the note of `note.sessionId`; `onNote` gets the note the API kept. */
export function useDraftSave(note: Note, onNote: (note: Note) => void): SaveDraft {
  const { run } = useOutboxWrite(saveSessionNote);
  return useCallback<SaveDraft>(
    async (answers) => {
      const answered = answers.filter((answer) => answer.value.trim() !== '').length;
      const summary = {
        what: 'Session note draft',
        student: note.studentName,
        subject: `${note.templateName}, ${note.date} ${note.startTime}`,
        value: `${answered} fields answered`,
      };
      const result = await run({ input: { sessionId: note.sessionId, answers } }, summary);
      if (!result.ok) return result;
      if (result.queued) return { ok: true, note, queued: true };
      onNote(result.data.saveSessionNote);
      return { ok: true, note: result.data.saveSessionNote };
    },
    [run, note, onNote],
  );
}

export function useDraft(initial: Answers, save: SaveDraft) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef(answers);
  const unsaved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!unsaved.current) return true;
    const sent = latest.current;
    setState({ kind: 'saving' });
    const result = await save(answerList(sent));
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setState({ kind: 'failed', message: result.message ?? Object.values(result.fieldErrors)[0] ?? 'The draft was not saved.' });
      return false;
    }
    // A change typed while this save was on its way is saved by its own timer.
    if (latest.current === sent) unsaved.current = false;
    setErrors({});
    // Kept on the device, not yet with the practice: nothing is lost by leaving, but it cannot be signed yet.
    if (result.queued) {
      setState(unsaved.current ? { kind: 'pending' } : { kind: 'waiting', at: new Date() });
      return false;
    }
    setState(unsaved.current ? { kind: 'pending' } : { kind: 'saved', at: new Date() });
    return true;
  }, [save]);

  const change = useCallback(
    (key: string, value: string) => {
      const next = { ...latest.current, [key]: value };
      latest.current = next;
      unsaved.current = true;
      setAnswers(next);
      setState({ kind: 'pending' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), autosaveDelayMs);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const dirty = state.kind === 'pending' || state.kind === 'saving' || state.kind === 'failed';
  return { answers, change, flush, state, errors, dirty };
}

export function draftStateText(state: DraftState, format: (at: Date) => string): string {
  switch (state.kind) {
    case 'idle':
      return 'Changes are saved as you type.';
    case 'pending':
      return 'Unsaved changes…';
    case 'saving':
      return 'Saving the draft…';
    case 'saved':
      return `Draft saved at ${format(state.at)}.`;
    case 'waiting':
      return `Draft kept on this device at ${format(state.at)}: it is sent when the connection is back.`;
    case 'failed':
      return `Not saved: ${state.message}`;
  }
}
