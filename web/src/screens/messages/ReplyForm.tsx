// A reply to everyone else in the conversation: text and an optional attachment, kept as a draft per conversation
// (sessionStorage) until it is sent; a failed send keeps it and says why, a retry sends the same client id.
import { Button } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { AttachmentField } from './AttachmentField';
import { BodyField } from './BodyField';
import { useDraft } from './draft';
import { ReplyMessageMutation } from './operations';
import { bodyProblems } from './rules';
import { SendFailure } from './SendFailure';
import { useSending } from './useSending';

export function ReplyForm({ threadId, onSent }: { threadId: string; onSent: () => void }) {
  const { draft, change, discard } = useDraft(`messages.reply.${threadId}`);
  const [attachment, setAttachment] = useState<File | null>(null);
  const sending = useSending(ReplyMessageMutation);
  const errors = sending.fieldErrors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.pending) return;
    const problems = bodyProblems(draft.body);
    if (Object.keys(problems).length > 0) {
      sending.showErrors(problems);
      return;
    }
    const data = await sending.send({ input: { messageId: threadId, body: draft.body, attachment, clientId: draft.clientId } });
    if (!data) return;
    discard();
    setAttachment(null);
    onSent();
  };

  return (
    <form className="messages-form messages-reply" noValidate aria-label="Reply" onSubmit={(event) => void submit(event)}>
      <BodyField
        id={`reply-${threadId}`}
        label="Reply"
        rows={4}
        value={draft.body}
        error={errors.body ?? errors.messageId}
        disabled={sending.pending}
        onChange={(body) => {
          change({ body });
          sending.clearError('body');
        }}
      />
      <AttachmentField
        id={`reply-${threadId}-attachment`}
        file={attachment}
        error={errors.attachment}
        disabled={sending.pending}
        onChange={setAttachment}
      />
      <SendFailure failure={sending.failure} progress={sending.progress} />
      <div className="messages-form-actions">
        <Button type="submit" intent="primary" icon="send-message" text="Send reply" loading={sending.pending} disabled={sending.pending} />
      </div>
    </form>
  );
}
