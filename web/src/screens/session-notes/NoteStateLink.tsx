// A session's note state as a list or an appointment shows it, with the way to the note: "Write note" while none is
// signed, "Open note" once it is. Cancelled sessions and no-shows have no note.
import { Tag, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router';

const intents: Record<string, Intent> = { Signed: 'success', Pending: 'warning', Missing: 'danger' };

export function noteAddress(sessionId: string): string {
  return `/session-note/${sessionId}`;
}

export function NoteStateLink({ sessionId, noteStatus, status }: { sessionId: string; noteStatus: string; status: string }) {
  const unheld = status === 'Cancelled' || status === 'No Show';
  // The accessible name starts with the visible text, so a person who speaks what they see reaches the link.
  const text = noteStatus === 'Signed' ? 'Open note' : 'Write note';
  return (
    <span className="session-note-state">
      <Tag minimal intent={intents[noteStatus] ?? 'none'}>
        {noteStatus}
      </Tag>
      {!unheld && (
        <Link to={noteAddress(sessionId)} aria-label={`${text} of session ${sessionId}`}>
          {text}
        </Link>
      )}
    </span>
  );
}
