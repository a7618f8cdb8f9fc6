// The booking form: student, service (the student's authorized ones), staff, location, day and times in the
// practice's zone, an optional weekly series and, for those who may, an override with its reason. While it is filled
// in, the schedule check runs (debounced) and the authorization's units and every conflict show beside it; a save is
// sent once however often it is clicked, and a refusal is shown the same way as the check, field problems beside
// their fields.
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { isAnnounced } from '../../app/links';
import { useNotices } from '../../app/notices';
import type { AppointmentScope } from '../../gql/graphql';
import { LinkButton } from '../../kit/LinkButton';
import { FieldControl } from '../../kit/form/FieldControl';
import { FormFields } from '../../kit/form/FormFields';
import type { FieldSpec, FormValue, FormValues } from '../../kit/form/fieldSpec';
import { useUnsavedChanges } from '../../kit/form/UnsavedChangesGuard';
import { serverErrorsFor, validate } from '../../kit/form/validate';
import { useDebouncedValue } from '../../kit/list/useDebouncedValue';
import { fieldErrorsOf, type FieldErrors } from '../../kit/fieldErrors';
import { bookingInput, bookingProblems, text, timeOrderProblem, type BookingForm } from './booking';
import { BurnDown } from './BurnDown';
import { ConflictList } from './ConflictList';
import { ScopeChoice } from './ScopeChoice';
import { bookingFields, optionsOf, overrideFields, recurrenceFields, repeatField } from './fields';
import {
  AppointmentOptionsQuery,
  CreateAppointmentMutation,
  ScheduleCheckQuery,
  StudentServicesQuery,
  UpdateAppointmentMutation,
} from './operations';
import { refusedConflicts, timeConflict, timeConflictsOf, type ShownConflict } from './refusal';
import { serviceOptions } from './services';
import { isCalendarDate } from '../../dates/calendar';
import { ForecastCallout } from '../supervision/ForecastCallout';
import { forecastBooking } from './forecastBooking';
import '../../kit/kit.css';
import './appointments.css';

/** How long the form waits after a change before it checks the schedule. */
export const CHECK_DEBOUNCE_MS = 400;

/** Conflicts of these kinds are about a field of the form and show beside it. */
const FIELD_OF_KIND: Partial<Record<ShownConflict['kind'], keyof BookingForm>> = { TIME: 'date', UNITS: 'endTime' };

interface Props {
  zone: string;
  initial: FormValues;
  /** Editing: the appointment and its series. */
  appointmentId?: string;
  seriesId?: string | null;
  /** Booking a make-up for this cancelled appointment. */
  makeUpForId?: string;
  readOnly?: boolean;
  /** Names of the booking's people and place, for a choice the pickers' lists lack. */
  names?: { studentId?: string; staffId?: string; locationId?: string };
  /** Cancelled: the units it held, shown freed instead of the check. */
  freedUnits?: number;
  cancelTo: string;
  onSaved: (id: string) => void;
}

export function AppointmentForm({ zone, initial, appointmentId, seriesId, makeUpForId, readOnly, names = {}, freedUnits, cancelTo, onSaved }: Props) {
  const prefix = useId().replace(/:/g, '');
  const notices = useNotices();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [refused, setRefused] = useState<ShownConflict[]>([]);
  const [scope, setScope] = useState<AppointmentScope>('THIS');
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);
  const editing = appointmentId !== undefined;
  // A booking half filled in is asked about before the page is left; a save moves on.
  const unsaved = useUnsavedChanges(useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]));

  const studentId = text(values, 'studentId');
  const options = useQuery(AppointmentOptionsQuery);
  const chosen = (name: 'studentId' | 'staffId' | 'locationId', noun: string) => {
    const value = text(values, name);
    return { value, label: names[name] ?? `${noun} ${value}` };
  };
  const services = useQuery(StudentServicesQuery, { variables: { studentId }, skip: studentId === '' });
  const day = text(values, 'date');
  const choices = {
    students: optionsOf(options.data?.options.students, chosen('studentId', 'Student')),
    staff: optionsOf(options.data?.options.staff, chosen('staffId', 'Staff member')),
    locations: optionsOf(options.data?.options.locations, chosen('locationId', 'Location')),
    sessionTypes: optionsOf(options.data?.options.sessionTypes),
    services:
      studentId === ''
        ? []
        : serviceOptions(services.data?.authorizations, isCalendarDate(day) ? day : undefined, editing ? text(initial, 'serviceId') : undefined),
  };

  // The check never carries the override: it reports what an override would be accepting.
  const input = useMemo(() => bookingInput(values, zone, false), [values, zone]);
  // Times in the wrong order are a TIME conflict the form sees itself: no check is asked for them.
  const order = timeOrderProblem(values);
  const checkInput = useMemo(() => (input && !order ? { ...input, makeUpForId: makeUpForId ?? null } : null), [input, order, makeUpForId]);
  const settled = useDebouncedValue(checkInput ? JSON.stringify({ checkInput, scope }) : null, CHECK_DEBOUNCE_MS);
  const settledInput = settled && checkInput && JSON.stringify({ checkInput, scope }) === settled ? checkInput : null;
  const check = useQuery(
    ScheduleCheckQuery,
    settledInput ? { variables: { input: settledInput, appointmentId: appointmentId ?? null, scope }, fetchPolicy: 'network-only' } : skipToken,
  );
  const result = settledInput ? (check.data ?? check.previousData)?.check : undefined;
  const canOverride = result?.canOverride === true;

  // A new direct session of an RBT: what it does to their month's supervision (the gateway says whether they are one).
  const forecast = editing || readOnly ? null : forecastBooking(values, zone, choices);

  const main = bookingFields(choices, studentId !== '', isCalendarDate(day));
  const series = !editing && values['repeat'] === true ? recurrenceFields(text(values, 'ends')) : [];
  const override = canOverride ? overrideFields(values['override'] === true) : [];
  const shown: FieldSpec<BookingForm>[] = [...main, ...(editing ? [] : repeatField), ...series, ...override];

  const timeConflicts = order ? [timeConflict('endTime', order)] : settledInput ? timeConflictsOf(check.error) : [];
  const checkConflicts = result?.conflicts ?? [];
  const listed = (refused.length > 0 ? refused : checkConflicts).filter((conflict) => !FIELD_OF_KIND[conflict.kind]);
  const fieldConflicts: FieldErrors = {};
  for (const conflict of refused.length > 0 ? refused : checkConflicts) {
    const field = FIELD_OF_KIND[conflict.kind];
    if (field && !fieldConflicts[field]) fieldConflicts[field] = conflict.message;
  }
  for (const conflict of timeConflicts) fieldConflicts[conflict.field] ??= conflict.message;
  const shownErrors = { ...fieldConflicts, ...Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) };

  const change = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'studentId' && value !== current['studentId'] ? { serviceId: '' } : {}) }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: '' }));
    setRefused([]);
  };

  const [create] = useMutation(CreateAppointmentMutation);
  const [update] = useMutation(UpdateAppointmentMutation);

  const focusFirst = (found: FieldErrors) => {
    const first = shown.find((field) => found[field.name]);
    if (first) window.setTimeout(() => document.getElementById(`${prefix}-${first.name}`)?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first save is on its way sends nothing.
    if (saving.current || readOnly) return;
    const found = { ...validate(shown, values), ...bookingProblems(values) };
    setProblems([]);
    setRefused([]);
    const booking = bookingInput(values, zone, canOverride);
    if (Object.keys(found).length > 0 || !booking) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    saving.current = true;
    setBusy(true);
    try {
      const input = { ...booking, makeUpForId: makeUpForId ?? null };
      const outcome = editing
        ? await update({ variables: { id: appointmentId, input: { ...input, recurrence: null }, scope } })
        : await create({ variables: { input } });
      if (outcome.error) throw outcome.error;
      const saved = outcome.data?.appointment;
      if (!saved) throw new Error('The server sent no answer.');
      notices.toast(editing ? 'Appointment saved.' : input.recurrence ? 'Series booked.' : 'Appointment booked.', 'success');
      unsaved.release();
      onSaved(saved.id);
    } catch (error) {
      const conflicts = refusedConflicts(error);
      const { byField, other } = serverErrorsFor(shown, fieldErrorsOf(error));
      setRefused(conflicts);
      setErrors(byField);
      const unexplained = conflicts.length === 0 && Object.keys(byField).length === 0 && other.length === 0;
      setProblems(unexplained && !isAnnounced(error) ? [error instanceof Error ? error.message : 'The appointment could not be saved.'] : other);
      focusFirst(byField);
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  const disabled = busy || readOnly === true;
  const ready = studentId !== '' && text(values, 'serviceId') !== '';
  const occurrences = result?.occurrences.length ?? 1;
  const control = (field: FieldSpec<BookingForm>) => (
    <FieldControl
      key={field.name}
      field={field}
      idPrefix={prefix}
      value={values[field.name]}
      error={shownErrors[field.name] || undefined}
      disabled={disabled}
      onChange={(value) => change(field.name, value)}
    />
  );

  if (options.error) {
    return (
      <Callout intent="danger" title="The booking form could not be loaded">
        {options.error.message} <Button minimal text="Try again" onClick={() => void options.refetch()} />
      </Callout>
    );
  }

  return (
    <div className="appointment-layout">
      {unsaved.guard}
      <form
        className="kit-form appointment-form"
        noValidate
        aria-label={editing ? 'Edit appointment' : 'Book an appointment'}
        onSubmit={(event) => void submit(event)}
      >
        <FormFields
          problems={problems}
          fields={main}
          idPrefix={prefix}
          values={values}
          errors={shownErrors}
          disabled={disabled || options.loading}
          onChange={change}
        />
        {!editing && (
          <fieldset className="kit-fieldset appointment-series">
            <legend>Series</legend>
            <div className="kit-form-grid">
              {repeatField.map(control)}
              {series.map(control)}
            </div>
          </fieldset>
        )}
        {editing && seriesId && !readOnly && <ScopeChoice label="Apply the change to" value={scope} disabled={disabled} onChange={setScope} />}
        {override.length > 0 && (
          <fieldset className="kit-fieldset appointment-override">
            <legend>Override</legend>
            <p className="kit-muted">You may book despite conflicts and the authorization; the reason is kept on the appointment.</p>
            <div className="kit-form-grid">{override.map(control)}</div>
          </fieldset>
        )}
        {!readOnly && (
          <div className="kit-form-actions">
            <Button
              type="submit"
              intent="primary"
              text={editing ? 'Save appointment' : values['repeat'] === true ? 'Book series' : 'Book appointment'}
              loading={busy}
              disabled={disabled}
            />
            <LinkButton to={cancelTo}>Cancel</LinkButton>
          </div>
        )}
      </form>
      <aside className="appointment-aside" aria-label="Schedule check">
        <section className="kit-panel">
          <h4>Authorization units</h4>
          <BurnDown
            ready={ready}
            loading={check.loading}
            authorization={result ? result.authorization : undefined}
            occurrences={occurrences}
            freed={freedUnits}
          />
        </section>
        <ForecastCallout booking={forecast} zone={zone} />
        {freedUnits === undefined && (
          <section className="kit-panel" aria-live="polite">
            <h4>Schedule check</h4>
            {listed.length > 0 ? (
              <ConflictList conflicts={listed} refused={refused.length > 0} zone={zone} />
            ) : timeConflicts.length > 0 ? (
              <ConflictList conflicts={timeConflicts} refused={false} zone={zone} />
            ) : check.error ? (
              <Callout intent="danger" title="The schedule could not be checked">
                {check.error.message}
              </Callout>
            ) : result && Object.keys(fieldConflicts).length === 0 ? (
              <Callout intent="success" icon="tick-circle" title="No conflicts">
                {occurrences > 1
                  ? `All ${occurrences} sessions of the series are free.`
                  : 'Staff, student and location are free, within availability and credentials.'}
              </Callout>
            ) : (
              <p className="kit-muted appointment-panel-note">
                {check.loading ? 'Checking the schedule…' : 'The check runs once student, service, staff, location, day and times are filled in.'}
              </p>
            )}
          </section>
        )}
      </aside>
    </div>
  );
}
