// The conflicts beside the form: each with its kind and message, grouped by occurrence for a series, linked to the
// clashing appointment where there is one.
import { Callout } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { Link } from 'react-router';
import { toUsDate } from '../../dates/calendar';
import { KIND_LABELS, type ShownConflict } from './refusal';
import { zonedSlot } from '../../dates/zoned';

interface Props {
  conflicts: readonly ShownConflict[];
  /** Where they come from: the check before saving, or the server's refusal of the save. */
  refused: boolean;
  zone: string;
}

function occurrenceLabel(startsAt: string | null | undefined, zone: string): string {
  if (!startsAt) return 'This booking';
  const wall = zonedSlot(startsAt, zone);
  return wall ? `${toUsDate(wall.date) ?? wall.date} at ${wall.time}` : 'This booking';
}

export function ConflictList({ conflicts, refused, zone }: Props) {
  const groups = new Map<string, ShownConflict[]>();
  for (const conflict of conflicts) {
    const label = occurrenceLabel(conflict.startsAt, zone);
    groups.set(label, [...(groups.get(label) ?? []), conflict]);
  }
  return (
    <Callout
      intent={refused ? 'danger' : 'warning'}
      icon="warning-sign"
      title={refused ? 'The booking was refused' : 'Conflicts'}
      className="appointment-conflicts"
    >
      {[...groups].map(([label, items]) => (
        <section key={label} aria-label={label}>
          {groups.size > 1 || label !== 'This booking' ? <h5 className="appointment-occurrence">{label}</h5> : null}
          <ul>
            {items.map((conflict, index) => (
              <li key={`${conflict.kind}-${index}`}>
                <Tag minimal intent="danger" className="appointment-kind">
                  {KIND_LABELS[conflict.kind]}
                </Tag>{' '}
                {conflict.message}
                {conflict.appointmentId && (
                  <>
                    {' '}
                    <Link to={`/edit-appointment/${conflict.appointmentId}`}>Open appointment {conflict.appointmentId}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Callout>
  );
}
