// Moving a calendar event step's entry: its day, start and end, checked before sending (a real day, not already past
// in the practice's zone, the end after the start), the API's own refusals (a day before the assignment date)
// beside their fields; once moved the card reads the assignment again, so the step's due date follows.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useWrite } from '../../kit';
import { usePracticeZone } from '../../dates/practiceZone';
import { usDate } from '../students/shared/format';
import type { FieldErrors } from '../auth/fieldErrors';
import { durationOf, eventTimeProblems, type EventTimes } from './eventTimes';
import { RescheduleWorkflowEvent } from './operations';

export interface RescheduleDialogProps {
  event: { id: string } & EventTimes;
  stepName: string;
  onClose: () => void;
  onMoved: () => void;
}

const fieldsOf: { key: keyof EventTimes; label: string; type: 'date' | 'time' }[] = [
  { key: 'date', label: 'Day', type: 'date' },
  { key: 'startTime', label: 'Starts', type: 'time' },
  { key: 'endTime', label: 'Ends', type: 'time' },
];

export function RescheduleDialog({ event, stepName, onClose, onMoved }: RescheduleDialogProps) {
  const { zone } = usePracticeZone();
  const [times, setTimes] = useState<EventTimes>({ date: event.date, startTime: event.startTime, endTime: event.endTime });
  const [problems, setProblems] = useState<FieldErrors>({});
  const reschedule = useWrite(RescheduleWorkflowEvent);

  const submit = async () => {
    const found: FieldErrors = { ...eventTimeProblems(times, zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone) };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const input = { date: times.date, startTime: times.startTime, durationMinutes: durationOf(times) };
    const result = await reschedule.run({ id: event.id, input }, `${stepName} moved to ${usDate(times.date)} at ${times.startTime}.`);
    if (!result.ok) {
      setProblems(result.fieldErrors);
      return;
    }
    onMoved();
    onClose();
  };

  return (
    <Dialog isOpen title={`Reschedule ${stepName}`} onClose={onClose} canEscapeKeyClose={!reschedule.pending} style={{ width: 440, maxWidth: '95vw' }}>
      <form
        aria-label={`Reschedule ${stepName}`}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <div className="workflow-reschedule-fields">
            {fieldsOf.map(({ key, label, type }) => (
              <FormGroup key={key} label={label} labelFor={`reschedule-${key}`} intent={problems[key] ? 'danger' : 'none'} helperText={problems[key]}>
                <InputGroup
                  id={`reschedule-${key}`}
                  type={type}
                  value={times[key]}
                  disabled={reschedule.pending}
                  intent={problems[key] ? 'danger' : 'none'}
                  onValueChange={(value) => setTimes((current) => ({ ...current, [key]: value }))}
                />
              </FormGroup>
            ))}
          </div>
          {/* An API refusal of no field on the form (the step, the assignment) is said here. */}
          {Object.entries(problems)
            .filter(([key]) => !fieldsOf.some((field) => field.key === key))
            .map(([key, message]) => (
              <Callout key={key} intent="danger" compact role="alert">
                {message}
              </Callout>
            ))}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={reschedule.pending}>
                Keep as is
              </Button>
              <Button type="submit" intent="primary" icon="calendar" loading={reschedule.pending}>
                Reschedule
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
