// One message of a conversation: who wrote it and when, to whom, its text and its attachment.
import { AnchorButton, Card } from '@blueprintjs/core';
import { formatMonthFirst } from '../../dates/timestamps';
import { fileSize } from '../../kit/transfer/fileKinds';
import type { MessageThreadQuery } from '../../gql/graphql';

export type ThreadEntry = MessageThreadQuery['thread']['entries'][number];

export function MessageEntryCard({ entry }: { entry: ThreadEntry }) {
  return (
    <Card compact className="messages-entry" aria-label={`Message from ${entry.sender.name}`} role="article">
      <header className="messages-entry-head">
        <strong>{entry.sender.name}</strong>
        {entry.sender.userType && <span className="bp6-text-muted"> · {entry.sender.userType}</span>}
        <span className="kit-toolbar-spacer" />
        <time dateTime={entry.sentAt}>{formatMonthFirst(entry.sentAt)}</time>
      </header>
      <div className="bp6-text-muted messages-entry-to">To: {entry.recipients.map((person) => person.name).join(', ')}</div>
      <p className="messages-entry-body">{entry.body}</p>
      {entry.attachment && (
        <AnchorButton
          icon="paperclip"
          variant="minimal"
          href={entry.attachment.url}
          target="_blank"
          rel="noopener noreferrer"
          text={`${entry.attachment.fileName} (${fileSize(entry.attachment.size)})`}
        />
      )}
    </Card>
  );
}
