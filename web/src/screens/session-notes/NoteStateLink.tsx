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
  return (
    <span className="session-note-state">
      <Tag minimal intent={intents[noteStatus] ?? 'none'}>{noteStatus}</Tag>
      {!unheld && <Link to={noteAddress(sessionId)} aria-label={`${noteStatus === 'Signed' ? 'Open' : 'Write'} the note of session ${sessionId}`}>{noteStatus === 'Signed' ? 'Open note' : 'Write note'}</Link>}
    </span>
  );
}
