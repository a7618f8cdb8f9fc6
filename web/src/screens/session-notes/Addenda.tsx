// A completed note's history: the addenda in the order they were written, each with its author and time, and, for
// those who write the note, the form that appends one (the note itself never changes).
import { Button, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMonthFirst } from '../../dates/timestamps';
import { TextArea, useWrite } from '../../kit';
import type { Note } from './model';
import { AddSessionNoteAddendumMutation } from './operations';

export const maxAddendumLength = 5000;

export function Addenda({ note, onNote }: { note: Note; onNote: (note: Note) => void }) {
  const add = useWrite(AddSessionNoteAddendumMutation);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (text.trim() === '') return setError('Write the addendum first.');
    const result = await add.run({ sessionId: note.sessionId, text: text.trim() }, 'Addendum added.');
    if (result.ok) {
      onNote(result.data.addSessionNoteAddendum);
      setText('');
      setError(null);
    } else setError(result.fieldErrors.text ?? Object.values(result.fieldErrors)[0] ?? result.message);
  };

  return (
    <section className="kit-section session-note-step" aria-labelledby="addenda-heading">
      <h3 id="addenda-heading">History</h3>
      <ol className="session-note-history">
        <li>
          <strong>Completed</strong> by {note.completedByName ?? 'unknown'}
          {note.completedAt ? `, ${formatMonthFirst(note.completedAt) ?? note.completedAt}` : ''}
        </li>
        {note.addenda.map((addendum) => (
          <li key={addendum.id}>
            <strong>Addendum</strong> by {addendum.authorName}, {formatMonthFirst(addendum.createdAt) ?? addendum.createdAt}
            <p className="session-note-addendum-text">{addendum.text}</p>
          </li>
        ))}
      </ol>
      {note.canWrite && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormGroup
            label="Add addendum"
            labelFor="addendum-text"
            helperText={
              error ? <span role="alert">{error}</span> : 'The note stays as signed; an addendum is added below it with your name and the time.'
            }
            intent={error ? 'danger' : 'none'}
          >
            <TextArea
              id="addendum-text"
              fill
              grow
              maxLength={maxAddendumLength}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setError(null);
              }}
            />
          </FormGroup>
          <Button type="submit" icon="add" text="Add addendum" loading={add.pending} />
        </form>
      )}
    </section>
  );
}
