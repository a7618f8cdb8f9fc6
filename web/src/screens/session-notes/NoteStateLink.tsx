// A session's note state as a list or an appointment shows it, with the way to the note: "Write note" while none is
// signed and the viewer writes it, "Open note" otherwise. Cancelled sessions and no-shows have no note (None); a
// session still to end has one that is not due yet.
import { type Intent } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { Link } from 'react-router';
import { useMayWriteNote } from './mayWriteNote';

const intents: Record<string, Intent> = { Signed: 'success', Pending: 'warning', Missing: 'danger' };

export function noteAddress(sessionId: string): string {
  return `/session-note/${sessionId}`;
}

/** "Write note" or "Open note": what the link to a session's note says to a viewer who writes it or not. */
export function noteLinkText(noteStatus: string, writes: boolean): string {
  return noteStatus === 'Signed' || !writes ? 'Open note' : 'Write note';
}

export function NoteStateLink({
  sessionId,
  noteStatus,
  status,
  staffId,
}: {
  sessionId: string;
  noteStatus: string;
  status: string;
  staffId: string | null;
}) {
  const unheld = status === 'Cancelled' || status === 'No Show';
  // The accessible name starts with the visible text, so a person who speaks what they see reaches the link.
  const text = noteLinkText(noteStatus, useMayWriteNote(staffId));
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
