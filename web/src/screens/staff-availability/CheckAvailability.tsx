// Is this person free on a date from one time to another? Asks user/check-availability (the question the calendar
// asks before booking) and shows free or busy with the reason and the day's slots.
import { useLazyQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { TimeField } from '../../kit/availability/TimeField';
import { rangeOf, WEEKDAY_NAMES } from '../../kit/availability/week';
import { parseCalendarDate, toUsDate, today } from '../../dates/calendar';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { CheckUserAvailabilityQuery } from './operations';
import { readableTimeRange } from '../../dates/timeOfDay';

export function CheckAvailability({ userId }: { userId: string }) {
  const id = useId();
  const [date, setDate] = useState(() => toUsDate(today()) ?? '');
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('10:00');
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [ask, { data, error, loading }] = useLazyQuery(CheckUserAvailabilityQuery, { fetchPolicy: 'network-only' });
  const refused = error ? fieldErrorsOf(error) : {};
  const check = data?.check;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const day = parseCalendarDate(date);
    setDateProblem(day ? null : 'Enter a real date as MM/DD/YYYY.');
    if (day) void ask({ variables: { userId, date: day, startTime, endTime } });
  };
  const timeProblem = refused.startTime ?? refused.endTime;

  return (
    <section className="kit-panel availability-check" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="availability-check-title">
        Check availability
      </h4>
      <form className="availability-check-form" onSubmit={submit} noValidate>
        <FormGroup label="Date" labelFor={`${id}-date`} intent={dateProblem ? 'danger' : 'none'} helperText={dateProblem ?? refused.date}>
          <InputGroup
            id={`${id}-date`}
            className="availability-check-date"
            placeholder="MM/DD/YYYY"
            value={date}
            onValueChange={setDate}
            intent={dateProblem ? 'danger' : 'none'}
          />
        </FormGroup>
        <FormGroup label="From">
          <TimeField label="Check from" value={startTime} onChange={setStartTime} problemId={refused.startTime ? `${id}-time` : undefined} />
        </FormGroup>
        <FormGroup label="To">
          <TimeField label="Check to" value={endTime} onChange={setEndTime} problemId={refused.endTime ? `${id}-time` : undefined} />
        </FormGroup>
        {timeProblem && (
          <p id={`${id}-time`} className="week-problem availability-check-wide">
            {timeProblem}
          </p>
        )}
        <Button type="submit" icon="search" text="Check" loading={loading} className="availability-check-submit" />
      </form>
      <div aria-live="polite">
        {check && !loading && (
          <Callout
            intent={check.available ? 'success' : 'warning'}
            icon={check.available ? 'tick-circle' : 'disable'}
            title={check.available ? 'Free' : 'Busy'}
          >
            <p>{check.reason}</p>
            <p className="kit-muted">
              {WEEKDAY_NAMES[check.dayOfWeek]} {toUsDate(check.date)}, {readableTimeRange(check.startTime, check.endTime)}.{' '}
              {check.slots.length > 0 ? `Available that day: ${check.slots.map(rangeOf).join(', ')}.` : 'No slots on that weekday.'}
            </p>
          </Callout>
        )}
        {error && Object.keys(refused).length === 0 && (
          <Callout intent="danger" title="The check could not be made">
            {error.message}
          </Callout>
        )}
      </div>
    </section>
  );
}
