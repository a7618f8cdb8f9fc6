// What the note is for: the student, the session's day, times, units, service and staff, the template, the note's
// state, and the ways out (the report PDF in a new tab, the appointment, the student's sessions).
import { AnchorButton, type Intent } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { Link } from 'react-router';
import { toUsDate } from '../../dates/calendar';
import { LinkButton } from '../../kit/LinkButton';
import type { SessionNoteStatus } from '../../gql/graphql';
import type { Note } from './model';
import { readableTimeRange } from '../../dates/timeOfDay';

export const noteStatusLabels: Record<SessionNoteStatus, { text: string; intent: Intent }> = {
  NOT_STARTED: { text: 'Not started', intent: 'danger' },
  DRAFT: { text: 'Draft', intent: 'warning' },
  COMPLETED: { text: 'Completed and locked', intent: 'success' },
};

export function NoteHeader({ note }: { note: Note }) {
  const status = noteStatusLabels[note.status];
  return (
    <header className="session-note-header">
      <div className="session-note-title">
        <h2>
          <Link to={`/student-sessions/${note.studentId}`}>{note.studentName}</Link>, {toUsDate(note.date) ?? note.date}
        </h2>
        <Tag large intent={status.intent} icon={note.status === 'COMPLETED' ? 'lock' : 'edit'}>
          {status.text}
        </Tag>
      </div>
      <dl className="session-note-facts">
        <div>
          <dt>Time</dt>
          <dd>{readableTimeRange(note.startTime, note.endTime)}</dd>
        </div>
        <div>
          <dt>Units</dt>
          <dd>{note.units}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>
            {note.serviceName ?? '—'} ({note.hcode})
          </dd>
        </div>
        <div>
          <dt>Staff</dt>
          <dd>{note.staffName}</dd>
        </div>
        <div>
          <dt>Session</dt>
          <dd>{note.sessionStatus}</dd>
        </div>
        <div>
          <dt>Template</dt>
          <dd>{note.templateName}</dd>
        </div>
      </dl>
      <div className="kit-toolbar">
        {note.pdfUrl ? (
          <AnchorButton icon="document-open" intent="primary" href={note.pdfUrl} target="_blank" rel="noreferrer" text="Open PDF" />
        ) : (
          <span className="kit-muted">The PDF is ready once the note is first saved.</span>
        )}
        <LinkButton to={`/edit-appointment/${note.sessionId}`}>Open appointment</LinkButton>
      </div>
    </header>
  );
}
