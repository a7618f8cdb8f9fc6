// A new message: recipients from staff, subject, text and an optional attachment. The draft lives in the form and in
// sessionStorage (a reload keeps it); a send that fails keeps it and says why; the button is disabled while sending
// and a retry sends the draft's same client id, so the message never goes twice.
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { AttachmentField } from './AttachmentField';
import { BodyField } from './BodyField';
import { useDraft } from './draft';
import { SendMessageMutation } from './operations';
import { RecipientPicker } from './RecipientPicker';
import { draftProblems } from './rules';
import { SendFailure } from './SendFailure';
import { useSending } from './useSending';

export const composeDraftKey = 'messages.compose.draft';

export interface ComposeFormProps {
  /** Called with the new conversation's id once it is sent. */
  onSent: (id: string) => void;
}

export function ComposeForm({ onSent }: ComposeFormProps) {
  const { draft, change, discard } = useDraft(composeDraftKey);
  const [attachment, setAttachment] = useState<File | null>(null);
  const sending = useSending(SendMessageMutation);
  const errors = sending.fieldErrors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.pending) return;
    const problems = draftProblems(draft);
    if (Object.keys(problems).length > 0) {
      sending.showErrors(problems);
      return;
    }
    const data = await sending.send({
      input: {
        recipientIds: draft.recipients.map((person) => person.id),
        subject: draft.subject.trim(),
        body: draft.body,
        attachment,
        clientId: draft.clientId,
      },
    });
    if (!data) return;
    discard();
    setAttachment(null);
    onSent(data.sent.id);
  };

  return (
    <form className="messages-form" noValidate aria-label="New message" onSubmit={(event) => void submit(event)}>
      <RecipientPicker
        id="compose-to"
        value={draft.recipients}
        error={errors.recipientIds ?? null}
        disabled={sending.pending}
        onChange={(recipients) => {
          change({ recipients });
          sending.clearError('recipientIds');
        }}
      />
      <FormGroup
        label="Subject"
        labelFor="compose-subject"
        labelInfo="(required)"
        intent={errors.subject ? 'danger' : 'none'}
        helperText={errors.subject ? <span id="compose-subject-error">{errors.subject}</span> : undefined}
      >
        <InputGroup
          id="compose-subject"
          value={draft.subject}
          disabled={sending.pending}
          intent={errors.subject ? 'danger' : 'none'}
          aria-describedby={errors.subject ? 'compose-subject-error' : undefined}
          aria-invalid={errors.subject ? true : undefined}
          onValueChange={(subject) => {
            change({ subject });
            sending.clearError('subject');
          }}
        />
      </FormGroup>
      <BodyField
        id="compose-body"
        label="Message"
        value={draft.body}
        error={errors.body}
        disabled={sending.pending}
        onChange={(body) => {
          change({ body });
          sending.clearError('body');
        }}
      />
      <AttachmentField
        id="compose-attachment"
        file={attachment}
        error={errors.attachment}
        disabled={sending.pending}
        onChange={(file) => {
          setAttachment(file);
          sending.clearError('attachment');
        }}
      />
      <SendFailure failure={sending.failure} progress={sending.progress} />
      <div className="messages-form-actions">
        <Button type="submit" intent="primary" icon="send-message" text="Send" loading={sending.pending} disabled={sending.pending} />
        <Button
          text="Discard draft"
          variant="minimal"
          disabled={sending.pending}
          onClick={() => {
            discard();
            setAttachment(null);
            sending.showErrors({});
          }}
        />
      </div>
    </form>
  );
}
