// /session-note/:appointment_id: the note of one session (an appointment). A draft is written on the template's
// fields and saved as you type; it is signed (the checks shown first) and completed, after which it is locked and
// changes are addenda. The session's files are kept beside it. Only the session's provider and the office write
// the note; anyone else who sees the student reads it.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorCode } from '../../app/links';
import { today } from '../../dates/calendar';
import { formatTimeOfDay } from '../../dates/timestamps';
import { UnsavedChangesGuard } from '../../kit/form/UnsavedChangesGuard';
import { LinkButton } from '../../kit/LinkButton';
import { Addenda } from './Addenda';
import { initialAnswers, type Note } from './model';
import { NoteHeader } from './NoteHeader';
import { NoteAnswers, NoteFields } from './NoteFields';
import { SessionNoteQuery } from './operations';
import { SessionFiles } from './SessionFiles';
import { SignatureCard } from './SignatureCard';
import { SigningStep } from './SigningStep';
import { draftStateText, useDraft, useDraftSave } from './useDraft';
import '../../kit/touch.css';
import '../signatures/signatures.css';
import './sessionNotes.css';

/** Why no note can be written for the session yet, as the API says it. */
function notWritable(note: Note): string | null {
  if (note.sessionStatus === 'Cancelled' || note.sessionStatus === 'No Show') return `A session marked ${note.sessionStatus} has no note to write.`;
  if (note.date > today()) return 'A note can be written once the session has taken place.';
  return null;
}

function DraftEditor({ note, onNote }: { note: Note; onNote: (note: Note) => void }) {
  const draft = useDraft(initialAnswers(note), useDraftSave(note, onNote));
  return (
    <>
      <section className="kit-section session-note-step" aria-labelledby="note-heading">
        <div className="session-note-step-head">
          <h3 id="note-heading">Note</h3>
          <span className={draft.state.kind === 'failed' ? 'session-note-draft-failed' : 'kit-muted'} role="status">
            {draftStateText(draft.state, (at) => formatTimeOfDay(at) ?? '')}
          </span>
          <Button minimal icon="floppy-disk" text="Save draft" disabled={!draft.dirty} onClick={() => void draft.flush()} />
        </div>
        <NoteFields fields={note.fields} answers={draft.answers} errors={draft.errors} disabled={false} onChange={draft.change} />
      </section>
      <UnsavedChangesGuard when={draft.dirty} />
      <SigningStep note={note} answers={draft.answers} flush={draft.flush} onNote={onNote} />
    </>
  );
}

/** The note as it stands, answers and signatures, for reading: a completed note, or one the viewer does not write. */
function NoteAsItStands({ note }: { note: Note }) {
  return (
    <section className="kit-section session-note-step" aria-labelledby="note-heading">
      <h3 id="note-heading">Note</h3>
      {!note.canWrite && note.status !== 'COMPLETED' && (
        <Callout intent="primary" icon="lock" title="Read only">
          {note.staffName} writes and signs this note, as the session’s provider; the office may too.
        </Callout>
      )}
      <NoteAnswers fields={note.fields} />
      <div className="session-note-signers">
        {note.signatures.map((signature) => (
          <SignatureCard key={signature.role} signature={signature} />
        ))}
      </div>
    </section>
  );
}

function CompletedNote({ note, onNote }: { note: Note; onNote: (note: Note) => void }) {
  return (
    <>
      <NoteAsItStands note={note} />
      <Addenda note={note} onNote={onNote} />
    </>
  );
}

export function SessionNotePage() {
  const { appointment_id: sessionId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SessionNoteQuery, { variables: { sessionId }, fetchPolicy: 'cache-and-network' });
  // The note as the last write answered it: newer than the query's until the query is asked again.
  const [latest, setLatest] = useState<Note | null>(null);
  const note = latest?.sessionId === sessionId ? latest : data?.sessionNote;

  if (loading && !note) return <Spinner aria-label="Loading the note" />;
  if (!note) {
    const missing = errorCode(error) === 'NOT_FOUND';
    return (
      <NonIdealState
        icon={missing ? 'search' : 'error'}
        title={missing ? 'No such session' : 'The note could not be loaded'}
        description={missing ? `There is no session ${sessionId}; it may have been removed.` : (error?.message ?? 'Please try again.')}
        action={missing ? <LinkButton to="/calendar">Back to the calendar</LinkButton> : <Button text="Try again" onClick={() => void refetch()} />}
      />
    );
  }
  const refusal = note.status === 'NOT_STARTED' ? notWritable(note) : null;
  return (
    <div className="session-note kit-touch-area">
      <NoteHeader note={note} />
      {refusal ? (
        <Callout intent="primary" icon="info-sign" title="No note yet">
          {refusal}
        </Callout>
      ) : note.status === 'COMPLETED' ? (
        <CompletedNote note={note} onNote={setLatest} />
      ) : !note.canWrite ? (
        <NoteAsItStands note={note} />
      ) : (
        <DraftEditor key={note.sessionId} note={note} onNote={setLatest} />
      )}
      <SessionFiles sessionId={note.sessionId} />
    </div>
  );
}
