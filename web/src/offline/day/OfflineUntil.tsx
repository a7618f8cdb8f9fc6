// The header's "Available offline until …": how long what is kept of the day lasts (the end of the last session
// kept), and, opened, the sessions it covers with the way to their data entry and note.
import { Button, Classes, Popover } from '@blueprintjs/core';
import { Link } from 'react-router';
import { readableTimeRange } from '../../dates/timeOfDay';
import type { KeptDay } from './keptDay';
import { useKeptDay } from './useKeptDay';
import './day.css';

/** An instant as a person reads it in the practice's zone: Thu, Dec 3, 5:30 PM. */
function readableInstant(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(instant));
}

/** A practice day (YYYY-MM-DD) as a person reads it: Thu, Dec 3. */
function readableDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

function KeptSessions({ kept }: { kept: KeptDay }) {
  return (
    <div className="offline-until-panel">
      <h2 className="offline-until-title">Kept on this device</h2>
      <p className="kit-muted">Kept {readableInstant(kept.keptAt, kept.zone)}, encrypted. Open these sessions without a connection:</p>
      <ul className="offline-until-sessions">
        {kept.sessions.map((session) => (
          <li key={session.id}>
            <span className="offline-until-when">
              {readableDay(session.date)}, {readableTimeRange(session.startTime, session.endTime)}
            </span>
            <Link className={Classes.POPOVER_DISMISS} to={`/student-data-entry/${session.studentId}`}>
              {session.studentName}
            </Link>
            <Link
              className={Classes.POPOVER_DISMISS}
              to={`/session-note/${session.id}`}
              aria-label={`Note of ${session.studentName}, ${readableDay(session.date)}`}
            >
              Note
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OfflineUntil() {
  const kept = useKeptDay();
  if (!kept?.until || kept.sessions.length === 0) return null;
  const label = `Available offline until ${readableInstant(kept.until, kept.zone)}`;
  return (
    <Popover content={<KeptSessions kept={kept} />} placement="bottom-end">
      {/* On a narrow header only the icon shows; the name stays whole. */}
      <Button variant="minimal" icon="cloud-download" className="offline-until" aria-label={label} title={label} text={label} />
    </Popover>
  );
}
