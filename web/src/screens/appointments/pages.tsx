// The two booking pages: /create-appointment (from the calendar's empty slot, its day, times and people in the
// address; or a make-up for a cancelled appointment) and /edit-appointment/:appointment_id (the session with its verification,
// its cancellation and the make-up it may need).
import { useQuery } from '@apollo/client/react';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorCode } from '../../app/links';
import { toUsDate } from '../../dates/calendar';
import { formatMonthFirst } from '../../dates/timestamps';
import { LinkButton } from '../../kit/LinkButton';
import { usePermissions } from '../../session';
import { usePracticeZone } from '../../dates/practiceZone';
import { bookingStartOf, makeUpAddress } from './address';
import { AppointmentForm } from './AppointmentForm';
import { blankBooking } from './booking';
import { CancelDialog, CANCELLATION_LABELS } from './CancelDialog';
import { AppointmentQuery } from './operations';
import { CALENDAR_MODULE, useMayWriteNote } from '../session-notes/mayWriteNote';
import { noteAddress, noteLinkText } from '../session-notes/NoteStateLink';

const CALENDAR = '/calendar';
const PERMISSION = CALENDAR_MODULE;

/** The page once the practice's zone is known: every day and time of the form is read in it. */
function InPracticeZone({ children }: { children: (zone: string) => ReactNode }) {
  const { zone, error, retry } = usePracticeZone();
  if (zone) return <>{children(zone)}</>;
  if (error) {
    return (
      <NonIdealState
        icon="error"
        title="The practice’s time zone could not be loaded"
        description={error.message}
        action={<Button text="Try again" onClick={retry} />}
      />
    );
  }
  return <Spinner aria-label="Loading the practice’s time zone" />;
}

export function CreateAppointment() {
  return <InPracticeZone>{(zone) => <CreateForm zone={zone} />}</InPracticeZone>;
}

export function EditAppointment() {
  return <InPracticeZone>{(zone) => <EditForm zone={zone} />}</InPracticeZone>;
}

function CreateForm({ zone }: { zone: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initial = useMemo(() => blankBooking(bookingStartOf(params, zone)), [params, zone]);
  const makeUpFor = params.get('makeUpFor') ?? undefined;
  return (
    <div className="kit-section">
      {makeUpFor && (
        <Callout intent="primary" icon="exchange" className="appointment-header">
          A make-up for the cancelled <Link to={`/edit-appointment/${makeUpFor}`}>appointment {makeUpFor}</Link>: the new session is linked to it.
        </Callout>
      )}
      <AppointmentForm
        key={params.toString()}
        zone={zone}
        initial={initial}
        makeUpForId={makeUpFor}
        cancelTo={CALENDAR}
        onSaved={(id) => void navigate(`/edit-appointment/${id}`)}
      />
    </div>
  );
}

function verificationText(appointment: {
  verificationStatus: string;
  verifiedByName?: string | null;
  verifiedAt?: string | null;
  signRequestedAt?: string | null;
}): string {
  if (appointment.verificationStatus === 'Verified') {
    const when = appointment.verifiedAt ? ` on ${formatMonthFirst(appointment.verifiedAt) ?? appointment.verifiedAt}` : '';
    return `Verified by ${appointment.verifiedByName ?? 'an unnamed signer'}${when}`;
  }
  if (appointment.verificationStatus === 'Requested') {
    return `Signature requested${appointment.signRequestedAt ? ` on ${formatMonthFirst(appointment.signRequestedAt) ?? appointment.signRequestedAt}` : ''}, not yet signed`;
  }
  return 'Not verified';
}

function EditForm({ zone }: { zone: string }) {
  const { appointment_id: id = '' } = useParams();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [cancelling, setCancelling] = useState(false);
  const { data, loading, error, refetch } = useQuery(AppointmentQuery, { variables: { id } });
  const appointment = data?.appointment;
  const writesNote = useMayWriteNote(appointment?.staffId);
  const initial = useMemo(
    () =>
      appointment
        ? blankBooking({
            ...appointment,
            locationId: appointment.locationId ?? undefined,
            sessionTypeId: appointment.sessionTypeId ?? undefined,
            date: appointment.date,
            startTime: appointment.startTime,
            endTime: appointment.endTime,
          })
        : null,
    [appointment],
  );

  if (loading && !appointment) return <Spinner aria-label="Loading the appointment" />;
  if (error || !appointment || !initial) {
    const missing = errorCode(error) === 'NOT_FOUND';
    return (
      <NonIdealState
        icon={missing ? 'search' : 'error'}
        title={missing ? 'No such appointment' : 'The appointment could not be loaded'}
        description={missing ? `There is no appointment ${id}; it may have been removed.` : error?.message}
        action={missing ? <LinkButton to={CALENDAR}>Back to the calendar</LinkButton> : <Button text="Try again" onClick={() => void refetch()} />}
      />
    );
  }

  const cancelled = appointment.cancellation ?? null;
  const mayEdit = can({ label: PERMISSION, method: 'Edit' });
  const held = appointment.status === 'Completed';
  return (
    <div className="kit-section">
      <div className="appointment-header">
        <Tag large intent={cancelled ? 'danger' : held ? 'success' : 'primary'}>
          {appointment.status}
        </Tag>
        {appointment.seriesId && (
          <Tag large minimal icon="repeat">
            Weekly series
          </Tag>
        )}
        <Tag
          large
          minimal
          icon={appointment.verificationStatus === 'Verified' ? 'endorsed' : 'issue'}
          intent={appointment.verificationStatus === 'Verified' ? 'success' : 'none'}
        >
          {verificationText(appointment)}
        </Tag>
        <Tag large minimal>
          Note: {appointment.noteStatus}
        </Tag>
        <span className="kit-muted">{appointment.units} units</span>
        {appointment.makeUpForId && (
          <Link to={`/edit-appointment/${appointment.makeUpForId}`}>Makes up for appointment {appointment.makeUpForId}</Link>
        )}
        <div className="appointment-actions">
          {!cancelled && <LinkButton to={noteAddress(appointment.id)}>{noteLinkText(appointment.noteStatus, writesNote)}</LinkButton>}
          {cancelled && mayEdit && <LinkButton to={makeUpAddress({ ...appointment })}>Book a make-up</LinkButton>}
          {!cancelled && !held && mayEdit && (
            <Button icon="cross-circle" intent="danger" text="Cancel appointment" onClick={() => setCancelling(true)} />
          )}
        </div>
      </div>
      {cancelled && (
        <Callout
          intent="warning"
          icon="disable"
          title={`${CANCELLATION_LABELS[cancelled.type]} on ${toUsDate(cancelled.cancelledAt.slice(0, 10)) ?? cancelled.cancelledAt}`}
          className="appointment-header"
        >
          {cancelled.reason} The slot and its {appointment.units} units are free again.
        </Callout>
      )}
      {appointment.override && (
        <Callout
          intent="warning"
          icon="warning-sign"
          title={`Booked with an override by ${appointment.override.byName}`}
          className="appointment-header"
        >
          {appointment.override.reason}
        </Callout>
      )}
      <AppointmentForm
        key={`${appointment.id}-${appointment.status}-${appointment.startsAt}-${appointment.endsAt}`}
        zone={zone}
        initial={initial}
        appointmentId={appointment.id}
        seriesId={appointment.seriesId}
        names={{ studentId: appointment.student?.name, staffId: appointment.staff?.name, locationId: appointment.location?.name }}
        readOnly={!mayEdit || cancelled !== null || held}
        freedUnits={cancelled ? appointment.units : undefined}
        cancelTo={CALENDAR}
        onSaved={(saved) => (saved === appointment.id ? void refetch() : void navigate(`/edit-appointment/${saved}`))}
      />
      <CancelDialog appointment={appointment} isOpen={cancelling} onClose={() => setCancelling(false)} />
    </div>
  );
}
