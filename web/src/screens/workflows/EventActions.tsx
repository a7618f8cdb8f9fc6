// A calendar event step's own actions on its assignment's card: a scheduled one is rescheduled (a dialog with its
// day and times, sent by the entry's id) or cancelled (asked first; the entry leaves the calendar and the step
// stays); one without an entry (cancelled) is scheduled again. Either way the card reads its assignment again, so
// the step's due date and times follow.
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { ConfirmAlert, useWrite } from '../../kit';
import { today } from '../../dates/calendar';
import { usDate } from '../students/shared/format';
import { useAssignmentCache } from './assignmentCache';
import { durationOf, type EventTimes } from './eventTimes';
import { EventTimesDialog } from './EventTimesDialog';
import { CancelWorkflowEvent, RescheduleWorkflowEvent, ScheduleWorkflowEvent } from './operations';
import { readableTime } from '../../dates/timeOfDay';

export interface EventActionsProps {
  assignmentId: string;
  step: { stepId: string; name: string; dueDate?: string | null };
  /** The step's calendar entry; none once cancelled. */
  event: ({ id: string } & EventTimes) | null;
}

const sent = (times: EventTimes) => ({ date: times.date, startTime: times.startTime, durationMinutes: durationOf(times) });

export function EventActions({ assignmentId, step, event }: EventActionsProps) {
  const [open, setOpen] = useState<'times' | 'cancel' | null>(null);
  const reschedule = useWrite(RescheduleWorkflowEvent);
  const schedule = useWrite(ScheduleWorkflowEvent);
  const cancel = useWrite(CancelWorkflowEvent);
  const { reread } = useAssignmentCache(assignmentId);

  const send = async (times: EventTimes) => {
    const done = `${step.name} ${event ? 'moved to' : 'scheduled on'} ${usDate(times.date)} at ${readableTime(times.startTime)}.`;
    const result = event
      ? await reschedule.run({ id: event.id, input: sent(times) }, done)
      : await schedule.run({ input: { assignworkflowId: assignmentId, stepId: step.stepId, ...sent(times) } }, done);
    if (!result.ok) return result.fieldErrors;
    await reread();
    return null;
  };
  const confirmCancel = async () => {
    if (!event) return;
    const outcome = await cancel.run({ id: event.id }, 'Calendar event cancelled.');
    setOpen(null);
    if (outcome.ok) await reread();
  };
  // A step without an entry is offered its due day unless that has passed.
  const due = step.dueDate && step.dueDate >= today() ? step.dueDate : today();
  const initial = event ?? { date: due, startTime: '09:00', endTime: '10:00' };

  return (
    <>
      <Button
        variant="minimal"
        icon="calendar"
        aria-label={`${event ? 'Reschedule' : 'Schedule'} ${step.name}`}
        title={event ? 'Reschedule' : 'Schedule'}
        onClick={() => setOpen('times')}
      />
      {event && (
        <Button variant="minimal" icon="disable" aria-label={`Cancel event ${step.name}`} title="Cancel event" onClick={() => setOpen('cancel')} />
      )}
      {open === 'times' && (
        <EventTimesDialog
          action={event ? 'Reschedule' : 'Schedule'}
          stepName={step.name}
          initial={{ date: initial.date, startTime: initial.startTime, endTime: initial.endTime }}
          pending={reschedule.pending || schedule.pending}
          onSubmit={send}
          onClose={() => setOpen(null)}
        />
      )}
      {event && (
        <ConfirmAlert
          isOpen={open === 'cancel'}
          confirmText="Cancel event"
          cancelText="Keep it"
          pending={cancel.pending}
          onConfirm={() => void confirmCancel()}
          onCancel={() => setOpen(null)}
        >
          <p>
            Cancel <strong>{step.name}</strong> on {usDate(event.date)} at {readableTime(event.startTime)}?
          </p>
          <p>It leaves the calendar; the step stays on the assignment, to be scheduled again.</p>
        </ConfirmAlert>
      )}
    </>
  );
}
