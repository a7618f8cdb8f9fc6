// A calendar event step's day, start and end on a form in a dialog, for scheduling it or moving it: checked before
// sending (a real day, not already past in the practice's zone, the end after the start); the API's own refusals (a
// day before the assignment date) beside their fields, one of no field on the form above the buttons.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { usePracticeZone } from '../../dates/practiceZone';
import type { FieldErrors } from '../../kit/fieldErrors';
import { eventTimeProblems, type EventTimes } from './eventTimes';

export interface EventTimesDialogProps {
  /** Names the dialog, its form and its submit button: 'Reschedule', 'Schedule'. */
  action: string;
  stepName: string;
  initial: EventTimes;
  pending: boolean;
  /** Sends the checked times; the API's field errors come back, or null once done. */
  onSubmit: (times: EventTimes) => Promise<FieldErrors | null>;
  onClose: () => void;
}

const fieldsOf: { key: keyof EventTimes; label: string; type: 'date' | 'time' }[] = [
  { key: 'date', label: 'Day', type: 'date' },
  { key: 'startTime', label: 'Starts', type: 'time' },
  { key: 'endTime', label: 'Ends', type: 'time' },
];

export function EventTimesDialog({ action, stepName, initial, pending, onSubmit, onClose }: EventTimesDialogProps) {
  const { zone } = usePracticeZone();
  const [times, setTimes] = useState<EventTimes>(initial);
  const [problems, setProblems] = useState<FieldErrors>({});
  const title = `${action} ${stepName}`;

  const submit = async () => {
    const found: FieldErrors = { ...eventTimeProblems(times, zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone) };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const refused = await onSubmit(times);
    if (refused) setProblems(refused);
    else onClose();
  };

  return (
    <Dialog isOpen title={title} onClose={onClose} canEscapeKeyClose={!pending} style={{ width: 440, maxWidth: '95vw' }}>
      <form
        aria-label={title}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <div className="workflow-reschedule-fields">
            {fieldsOf.map(({ key, label, type }) => (
              <FormGroup key={key} label={label} labelFor={`event-${key}`} intent={problems[key] ? 'danger' : 'none'} helperText={problems[key]}>
                <InputGroup
                  id={`event-${key}`}
                  type={type}
                  value={times[key]}
                  disabled={pending}
                  intent={problems[key] ? 'danger' : 'none'}
                  onValueChange={(value) => setTimes((current) => ({ ...current, [key]: value }))}
                />
              </FormGroup>
            ))}
          </div>
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
              <Button onClick={onClose} disabled={pending}>
                Keep as is
              </Button>
              <Button type="submit" intent="primary" icon="calendar" loading={pending}>
                {action}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
