// Faxing a generated report: a recipient and an optional cover note; the fax is queued and followed in the sent
// list. Recipients are managed on their own page.
import { useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { TextArea } from '../../kit/form/TextArea';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWrite } from '../../kit';
import { FaxRecipientOptions, SendFaxMutation } from './operations';

interface Props {
  report: { id: string; studentName: string; sessionDate: string } | null;
  onClose: () => void;
}

export function SendFaxDialog({ report, onClose }: Props) {
  const recipients = useQuery(FaxRecipientOptions, { skip: report === null });
  const send = useWrite(SendFaxMutation);
  const [recipientId, setRecipientId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = recipients.data?.options.nodes ?? [];
  const close = () => {
    setRecipientId('');
    setNote('');
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (!report) return;
    if (!recipientId) {
      setErrors({ recipientId: 'Choose a recipient.' });
      return;
    }
    const outcome = await send.run(
      { input: { recipientId, reportId: report.id, ...(note.trim() && { coverNote: note.trim() }) } },
      (data) => `The fax to ${data.fax.recipientName} was queued.`,
    );
    if (outcome.ok) close();
    else setErrors(outcome.fieldErrors);
  };
  return (
    <Dialog isOpen={report !== null} onClose={close} title={report ? `Fax the note of ${report.studentName}, ${report.sessionDate}` : 'Fax'}>
      <DialogBody>
        {recipients.error && <Callout intent="danger">The recipients could not be loaded.</Callout>}
        {recipients.data && options.length === 0 && (
          <Callout intent="warning">
            No fax recipients yet. <Link to="/fax-recipients/add">Add one</Link> first.
          </Callout>
        )}
        <FormGroup label="Recipient" labelFor="fax-recipient" intent={errors.recipientId ? 'danger' : 'none'} helperText={errors.recipientId}>
          <HTMLSelect
            id="fax-recipient"
            fill
            value={recipientId}
            onChange={(event) => setRecipientId(event.currentTarget.value)}
            options={[
              { value: '', label: recipients.loading ? 'Loading…' : 'Choose a recipient' },
              ...options.map((option) => ({ value: option.id, label: `${option.name} (${option.faxNumber})` })),
            ]}
          />
        </FormGroup>
        <FormGroup
          label="Cover note"
          labelFor="fax-note"
          labelInfo="(optional)"
          intent={errors.coverNote ? 'danger' : 'none'}
          helperText={errors.coverNote}
        >
          <TextArea id="fax-note" fill maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        </FormGroup>
        {errors.reportId && (
          <Callout intent="danger" role="alert">
            {errors.reportId}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={close} />
            <Button intent="primary" icon="send-message" text="Send fax" loading={send.pending} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
