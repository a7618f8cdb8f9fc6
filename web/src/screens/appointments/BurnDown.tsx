// The authorization's burn-down once student and service are chosen: units authorized, used (completed sessions),
// already scheduled, remaining before this booking, what this booking (or series) takes and what would be left.
import { Callout, Spinner } from '@blueprintjs/core';
import { toUsDate } from '../../dates/calendar';
import type { AppointmentScheduleCheckQuery } from '../../gql/graphql';

type Figures = NonNullable<AppointmentScheduleCheckQuery['check']['authorization']>;

interface Props {
  /** Student and service are chosen. */
  ready: boolean;
  loading: boolean;
  /** Undefined until a check has answered; null when no authorization covers the booking. */
  authorization: Figures | null | undefined;
  /** Units the booking takes, when no authorization answers them. */
  occurrences: number;
  /** Cancelled: the units the booking held, free again (counted in Remaining). */
  freed?: number;
}

export function BurnDown({ ready, loading, authorization, occurrences, freed }: Props) {
  if (!ready) {
    return <p className="kit-muted appointment-panel-note">Choose a student and a service to see the authorization’s units.</p>;
  }
  if (authorization === undefined) {
    return loading ? (
      <Spinner size={20} aria-label="Loading the authorization" />
    ) : (
      <p className="kit-muted appointment-panel-note">Enter the date and times to count this booking’s units.</p>
    );
  }
  if (authorization === null) {
    return (
      <Callout intent="warning" title="No authorization">
        No authorization of this student covers this service on that day.
      </Callout>
    );
  }
  const left = authorization.unitsRemaining - authorization.unitsRequested;
  const rows: Array<[string, number, string?]> = [
    ['Authorized', authorization.unitsAuthorized],
    ['Used', authorization.unitsUsed],
    ['Already scheduled', authorization.unitsScheduled],
    ['Remaining', authorization.unitsRemaining],
  ];
  if (freed === undefined) {
    rows.push([occurrences > 1 ? `This series (${occurrences} sessions)` : 'This booking', authorization.unitsRequested]);
    rows.push(['Left after this booking', left, left < 0 ? 'appointment-over' : undefined]);
  } else {
    rows.push(['Freed by the cancellation', freed]);
  }
  return (
    <section aria-label="Authorization units" aria-live="polite" className="appointment-burndown">
      <p className="kit-muted">
        Authorization {toUsDate(authorization.startDate)} to {toUsDate(authorization.endDate)}
      </p>
      <dl>
        {rows.map(([label, value, className]) => (
          <div key={label} className={className}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {left < 0 && freed === undefined && <p className="appointment-over">This booking takes {-left} more units than remain.</p>}
    </section>
  );
}
