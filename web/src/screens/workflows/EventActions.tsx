// A scheduled calendar event step's own actions on its assignment's card: rescheduling it (a dialog with its day and
// times) and cancelling it (asked first; the entry leaves the calendar and the step stays, to be done or scheduled
// again). Either way the card reads its assignment again.
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { ConfirmAlert, useWrite } from '../../kit';
import { usDate } from '../students/shared/format';
import { useAssignmentCache } from './assignmentCache';
import type { EventTimes } from './eventTimes';
import { CancelWorkflowEvent } from './operations';
import { RescheduleDialog } from './RescheduleDialog';

export interface EventActionsProps {
  assignmentId: string;
  stepName: string;
  event: { id: string } & EventTimes;
}

export function EventActions({ assignmentId, stepName, event }: EventActionsProps) {
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const cancel = useWrite(CancelWorkflowEvent);
  const { reread } = useAssignmentCache(assignmentId);
  const when = `${usDate(event.date)} at ${event.startTime}`;
  const confirmCancel = async () => {
    const outcome = await cancel.run({ id: event.id }, (answer) => answer.result.message || 'Calendar event cancelled.');
    setOpen(null);
    if (outcome.ok) await reread();
  };
  return (
    <>
      <Button variant="minimal" icon="calendar" aria-label={`Reschedule ${stepName}`} title="Reschedule" onClick={() => setOpen('reschedule')} />
      <Button variant="minimal" icon="disable" aria-label={`Cancel event ${stepName}`} title="Cancel event" onClick={() => setOpen('cancel')} />
      {open === 'reschedule' && <RescheduleDialog event={event} stepName={stepName} onClose={() => setOpen(null)} onMoved={() => void reread()} />}
      <ConfirmAlert isOpen={open === 'cancel'} confirmText="Cancel event" cancelText="Keep it" pending={cancel.pending} onConfirm={() => void confirmCancel()} onCancel={() => setOpen(null)}>
        <p>
          Cancel <strong>{stepName}</strong> on {when}?
        </p>
        <p>It leaves the calendar; the step stays on the assignment.</p>
      </ConfirmAlert>
    </>
  );
}
