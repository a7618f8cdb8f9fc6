// Cancelling is data: a type (late cancel, no-show, by staff, by family) and a reason, for this session or, in a
// series, this and the following or all; the slot and its units are freed, the record stays. Sent once.
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { TextArea } from '../../kit/form/TextArea';
import { useId, useRef, useState } from 'react';
import { useNotices } from '../../app/notices';
import type { AppointmentScope, CancellationType } from '../../gql/graphql';
import { fieldErrorsOf } from '../../kit/fieldErrors';
import { CancelAppointmentMutation } from './operations';
import { ScopeChoice } from './ScopeChoice';

export const CANCELLATION_LABELS: Record<CancellationType, string> = {
  LATE_CANCEL: 'Late cancel',
  NO_SHOW: 'No-show',
  CANCELLED_BY_STAFF: 'Cancelled by staff',
  CANCELLED_BY_FAMILY: 'Cancelled by family',
};

interface Props {
  appointment: { id: string; units: number; seriesId?: string | null };
  isOpen: boolean;
  onClose: () => void;
}

export function CancelDialog({ appointment, isOpen, onClose }: Props) {
  const id = useId();
  const notices = useNotices();
  const [type, setType] = useState<CancellationType | ''>('');
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<AppointmentScope>('THIS');
  const [errors, setErrors] = useState<{ type?: string; reason?: string; other?: string }>({});
  const [cancel, { loading }] = useMutation(CancelAppointmentMutation);
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    const found = {
      type: type === '' ? 'Choose the kind of cancellation.' : undefined,
      reason: reason.trim() === '' ? 'The reason field is required.' : undefined,
    };
    setErrors(found);
    if (found.type || found.reason || type === '') return;
    sending.current = true;
    try {
      const outcome = await cancel({ variables: { id: appointment.id, input: { type, reason: reason.trim() }, scope } });
      if (outcome.error) throw outcome.error;
      notices.toast(`Appointment cancelled: ${appointment.units} units freed${scope === 'THIS' ? '' : ' for each session'}.`, 'success');
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({
        type: fields['type'],
        reason: fields['reason'],
        other: fields['type'] || fields['reason'] ? undefined : error instanceof Error ? error.message : 'The cancellation failed.',
      });
    } finally {
      sending.current = false;
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Cancel appointment" style={{ width: 520, maxWidth: '95vw' }}>
      <DialogBody>
        <RadioGroup
          label="Cancellation type"
          selectedValue={type}
          onChange={(event) => setType(event.currentTarget.value as CancellationType)}
          disabled={loading}
        >
          {Object.entries(CANCELLATION_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </RadioGroup>
        {errors.type && (
          <p className="bp6-form-helper-text appointment-over" role="alert">
            {errors.type}
          </p>
        )}
        <FormGroup
          label="Reason"
          labelFor={`${id}-reason`}
          labelInfo="(required)"
          intent={errors.reason ? 'danger' : 'none'}
          helperText={errors.reason}
        >
          <TextArea
            id={`${id}-reason`}
            fill
            rows={3}
            value={reason}
            maxLength={500}
            intent={errors.reason ? 'danger' : 'none'}
            disabled={loading}
            onChange={(event) => setReason(event.currentTarget.value)}
            aria-invalid={errors.reason ? true : undefined}
          />
        </FormGroup>
        {appointment.seriesId && <ScopeChoice label="Cancel" value={scope} disabled={loading} onChange={setScope} />}
        {errors.other && (
          <p className="appointment-over" role="alert">
            {errors.other}
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Keep appointment" onClick={onClose} disabled={loading} />
            <Button intent="danger" text="Cancel appointment" loading={loading} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
