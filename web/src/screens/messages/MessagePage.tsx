// A conversation: every message oldest first with its author and time, a reply at the end, and what a person does
// with their copy: mark it unread, export it (PDF or CSV), move it to the trash, restore it, or delete it for good
// (after asking). Opening it marks it read, so the menu's count is asked again once it has loaded.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmAlert, useWrite } from '../../kit';
import { ExportButton } from '../../kit/transfer/ExportButton';
import { MailboxNav } from './MailboxNav';
import { MessageEntryCard } from './MessageEntryCard';
import {
  DeleteMessageMutation,
  ExportMessageMutation,
  mailboxQueries,
  MarkMessageMutation,
  MessageThreadQuery,
  PermanentlyDeleteMessageMutation,
  RestoreMessageMutation,
} from './operations';
import { ReplyForm } from './ReplyForm';
import './messages.css';

export function MessagePage() {
  const { message_id: id = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  // Always from the API: opening is what marks it read, so it counts as a write (reads it overtook are asked again).
  const { data, loading, error, refetch } = useQuery(MessageThreadQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: { changesData: true },
  });
  const thread = data?.thread;
  useEffect(() => {
    if (thread) void client.refetchQueries({ include: mailboxQueries });
  }, [thread, client]);

  const mark = useWrite(MarkMessageMutation);
  const toTrash = useWrite(DeleteMessageMutation);
  const restore = useWrite(RestoreMessageMutation);
  const purge = useWrite(PermanentlyDeleteMessageMutation);
  const [asking, setAsking] = useState(false);

  if (error && !thread) {
    const missing = /not found/i.test(error.message);
    return (
      <div className="kit-page messages-page">
        <MailboxNav />
        {missing ? (
          <NonIdealState icon="envelope" title="This conversation is not in your mailbox" description="It may have been deleted for good." />
        ) : (
          <Callout intent="danger" title="The conversation could not be loaded">
            {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
          </Callout>
        )}
      </div>
    );
  }
  if (!thread) {
    return (
      <div className="kit-page messages-page">
        <MailboxNav />
        {loading && <Spinner aria-label="Loading the conversation" />}
      </div>
    );
  }

  const trashed = thread.trashedAt !== null;
  const refresh = () => void client.refetchQueries({ include: mailboxQueries });

  return (
    <div className="kit-page messages-page">
      <MailboxNav />
      <div className="messages-thread-head">
        <H3 className="messages-subject">{thread.subject}</H3>
        {trashed && <Tag intent="warning">In your trash</Tag>}
        <div className="bp6-text-muted">
          {thread.entries.length} {thread.entries.length === 1 ? 'message' : 'messages'} between{' '}
          {thread.participants.map((person) => person.name).join(', ')}
        </div>
      </div>
      <div className="kit-toolbar messages-thread-toolbar" role="toolbar" aria-label="Conversation actions">
        {!trashed && (
          <Button
            icon="envelope"
            text="Mark unread"
            disabled={mark.pending}
            onClick={() =>
              void mark.run({ id: thread.id, input: { read: false } }, 'Marked unread.').then((outcome) => {
                if (!outcome.ok) return;
                refresh();
                void navigate('/inbox');
              })
            }
          />
        )}
        <ExportButton document={ExportMessageMutation} variables={{ id: thread.id, format: 'PDF' }} plural="Conversation" text="Export PDF" />
        <ExportButton document={ExportMessageMutation} variables={{ id: thread.id, format: 'CSV' }} plural="Conversation" text="Export CSV" />
        <span className="kit-toolbar-spacer" />
        {trashed ? (
          <>
            <Button
              icon="undo"
              text="Restore"
              disabled={restore.pending}
              onClick={() =>
                void restore.run({ ids: [thread.id] }, 'Message restored.').then((outcome) => {
                  if (outcome.ok) void refetch().then(refresh);
                })
              }
            />
            <Button icon="trash" intent="danger" text="Delete forever" onClick={() => setAsking(true)} />
          </>
        ) : (
          <Button
            icon="trash"
            intent="danger"
            text="Delete"
            disabled={toTrash.pending}
            onClick={() =>
              void toTrash.run({ id: thread.id }, 'Moved to trash.').then((outcome) => {
                if (!outcome.ok) return;
                refresh();
                void navigate('/inbox');
              })
            }
          />
        )}
      </div>
      <ol className="messages-thread" aria-label="Messages, oldest first">
        {thread.entries.map((entry) => (
          <li key={entry.id}>
            <MessageEntryCard entry={entry} />
          </li>
        ))}
      </ol>
      {!trashed && <ReplyForm key={thread.id} threadId={thread.id} onSent={() => void refetch()} />}
      <ConfirmAlert
        isOpen={asking}
        confirmText="Delete forever"
        pending={purge.pending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void purge.run({ ids: [thread.id] }, 'Message deleted.').then((outcome) => {
            setAsking(false);
            if (!outcome.ok) return;
            refresh();
            void navigate('/trash');
          })
        }
      >
        Delete “{thread.subject}” for good? It leaves your trash and cannot be restored. The others in the conversation keep their copies.
      </ConfirmAlert>
    </div>
  );
}
