// Booking a direct session for an RBT: once the staff member, day and times are set, the month's supervision
// projection with this session is asked for (once the fields have settled). Below 5% it warns with the figure and
// offers the supervisors' free slots, each opening the booking form prefilled for a supervision session there (in a
// new tab, so this booking is kept). The booking itself stays allowed.
import { skipToken, useQuery } from '@apollo/client/react';
import { AnchorButton, Button, Callout } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { monthLabel } from '../../dates/months';
import { formatZoned } from '../../dates/zoned';
import { useDebouncedValue } from '../../kit/list/useDebouncedValue';
import { hoursText, percentText, REQUIRED_PERCENT } from './figures';
import { SupervisionForecastQuery } from './operations';
import './supervision.css';
import type { SupervisionForecastQueryVariables as ForecastVariables } from '../../gql/graphql';

/** How long the times must stay put before the forecast is asked for. */
export const FORECAST_DEBOUNCE_MS = 400;

export interface ForecastBooking {
  staffId: string;
  staffName: string;
  startsAt: string;
  endsAt: string;
  /** Carried into the supervision booking's form: the supervisor joins the RBT's student at the same place. */
  studentId?: string;
  locationId?: string;
}

/** The booking form's address for a supervision session in a supervisor's free slot. */
export function supervisionBookingAddress(slot: { supervisorId: string; startsAt: string; endsAt: string }, booking: ForecastBooking): string {
  const params = new URLSearchParams({ start: slot.startsAt, end: slot.endsAt, staffId: slot.supervisorId });
  if (booking.studentId) params.set('studentId', booking.studentId);
  if (booking.locationId) params.set('locationId', booking.locationId);
  return `/create-appointment?${params.toString()}`;
}

/** How many free slots show before "Show all". */
export const SHOWN_SLOTS = 5;

export function ForecastCallout({ booking, zone }: { booking: ForecastBooking | null; zone: string }) {
  const [allSlots, setAllSlots] = useState(false);
  const key = booking ? JSON.stringify({ staffId: booking.staffId, startsAt: booking.startsAt, endsAt: booking.endsAt }) : null;
  const settled = useDebouncedValue(key, FORECAST_DEBOUNCE_MS);
  // Asked once the fields have stayed put: the same staff member and times are one request however often it renders.
  const variables = useMemo(() => (settled !== null && settled === key ? (JSON.parse(settled) as ForecastVariables) : null), [settled, key]);
  const { data, error } = useQuery(SupervisionForecastQuery, variables ? { variables, context: { errorsInPlace: true } } : skipToken);
  const forecast = variables ? data?.forecast : undefined;
  if (!booking) return null;
  if (error && variables) {
    return (
      <p className="kit-muted appointment-panel-note" role="status">
        The supervision forecast could not be worked out: {error.message}
      </p>
    );
  }
  if (!forecast?.below) return null;
  const month = monthLabel(forecast.month);
  return (
    <Callout intent="warning" icon="eye-open" title="Supervision below 5%" className="supervision-forecast">
      <p>
        Booking this session brings {booking.staffName}’s supervision to {percentText(forecast.percentAfter)} this month ({REQUIRED_PERCENT}%
        required).
        {forecast.hoursNeeded > 0 && ` ${hoursText(forecast.hoursNeeded)} of supervision still needed in ${month}.`} You may still book it.
      </p>
      {forecast.supervisorSlots.length === 0 ? (
        <p className="kit-muted">No supervisor has a free slot left this month.</p>
      ) : (
        <>
          <p className="supervision-slots-title">Supervisors’ free slots</p>
          <ul className="supervision-slots">
            {forecast.supervisorSlots.slice(0, allSlots ? undefined : SHOWN_SLOTS).map((slot) => {
              const when = `${formatZoned(slot.startsAt, zone, 'EEE MMM d, h:mm a')} – ${formatZoned(slot.endsAt, zone, 'h:mm a')}`;
              const who = slot.supervisor?.name ?? `Supervisor ${slot.supervisorId}`;
              return (
                <li key={`${slot.supervisorId}-${slot.startsAt}`}>
                  <span>
                    {when}, {who}
                  </span>
                  <AnchorButton
                    size="small"
                    icon="add"
                    text="Book supervision"
                    aria-label={`Book supervision with ${who}, ${when}`}
                    href={supervisionBookingAddress(slot, booking)}
                    target="_blank"
                    rel="noopener"
                  />
                </li>
              );
            })}
          </ul>
          {!allSlots && forecast.supervisorSlots.length > SHOWN_SLOTS && (
            <Button variant="minimal" text={`Show all ${forecast.supervisorSlots.length} free slots`} onClick={() => setAllSlots(true)} />
          )}
        </>
      )}
    </Callout>
  );
}
