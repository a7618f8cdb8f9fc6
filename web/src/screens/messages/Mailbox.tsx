// One mailbox (inbox, sent or trash): the caller's conversations, latest activity first, searched by subject, text
// and sender, the inbox filtered to unread ones. A row opens its conversation; the inbox and sent box move one to
// the trash, the trash restores it or (after asking) deletes it for good.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Icon, NonIdealState, Switch } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatTimeOfDay, formatTimestampDay } from '../../dates/timestamps';
import { ConfirmAlert, DataGrid, useListState, useWrite, type GridColumn, type RowAction } from '../../kit';
import { Pager } from '../../kit/list/Pager';
import { SearchBox } from '../../kit/list/SearchBox';
import type { MessageRowFieldsFragment } from '../../gql/graphql';
import { MailboxNav } from './MailboxNav';
import {
  DeleteMessageMutation,
  InboxQuery,
  mailboxQueries,
  PermanentlyDeleteMessageMutation,
  RestoreMessageMutation,
  SentQuery,
  TrashQuery,
} from './operations';
import './messages.css';

export type Box = 'inbox' | 'sent' | 'trash';

type Row = MessageRowFieldsFragment;

const PAGE_SIZES = [50, 100];

const boxQueries = { inbox: InboxQuery, sent: SentQuery, trash: TrashQuery } as const;
const boxNames = { inbox: 'Inbox', sent: 'Sent messages', trash: 'Trash' } as const;
const emptyText = {
  inbox: 'Messages other staff send you arrive here.',
  sent: 'Messages you send and reply to are kept here.',
  trash: 'Conversations you delete wait here until you restore them or delete them for good.',
} as const;

const when = (row: Row) => `${formatTimestampDay(row.lastMessageAt) ?? ''} ${formatTimeOfDay(row.lastMessageAt) ?? ''}`.trim();

function subjectCell(row: Row) {
  return (
    <Link to={`/message/${row.id}`} className={row.unreadCount > 0 ? 'messages-unread' : undefined}>
      {row.subject}
      {row.messageCount > 1 && <span className="bp6-text-muted"> ({row.messageCount})</span>}
      {row.hasAttachment && <Icon icon="paperclip" size={12} className="messages-clip" title="Has an attachment" />}
      {row.unreadCount > 0 && <span className="bp6-text-muted"> · {row.unreadCount} unread</span>}
    </Link>
  );
}

// The subject (with the conversation's size, its attachment and what is unread) gets the room; the others stay short.
const columns: GridColumn<Row>[] = [
  { id: 'subject', header: 'Subject', value: (row) => row.subject, render: subjectCell, flex: 2.4, minWidth: 200, sortField: false },
  {
    id: 'from',
    header: 'Latest from',
    value: (row) => row.lastSender.name,
    render: (row) => <span className={row.unreadCount > 0 ? 'messages-unread' : undefined}>{row.lastSender.name}</span>,
    flex: 1,
    minWidth: 120,
    sortField: false,
  },
  { id: 'people', header: 'Participants', value: (row) => row.participants.map((person) => person.name).join(', '), flex: 1, sortField: false },
  { id: 'snippet', header: 'Latest message', value: (row) => row.snippet, flex: 1.5, sortField: false },
  { id: 'when', header: 'Last message', value: when, minWidth: 190, flex: 0.8, sortField: false },
];

export function Mailbox({ box }: { box: Box }) {
  const state = useListState({ pageSizes: PAGE_SIZES, filterKeys: ['unread'] });
  const unreadOnly = box === 'inbox' && state.filters.unread === '1';
  const { data, previousData, loading, error, refetch } = useQuery(boxQueries[box], {
    variables: { page: state.variables, filter: unreadOnly ? { unread: true } : {} },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.page;
  const rows = useMemo(() => page?.nodes ?? [], [page]);
  const total = page?.pageInfo.total ?? 0;

  const toTrash = useWrite(DeleteMessageMutation);
  const restore = useWrite(RestoreMessageMutation);
  const purge = useWrite(PermanentlyDeleteMessageMutation);
  const [purging, setPurging] = useState<Row | null>(null);
  const client = useApolloClient();
  // A move changes every box and the menu's count.
  const after = () => void client.refetchQueries({ include: mailboxQueries });
  const actions: RowAction<Row>[] =
    box === 'trash'
      ? [
          {
            label: 'Restore',
            ariaLabel: (row) => `Restore ${row.subject}`,
            onClick: (row) => void restore.run({ ids: [row.id] }, 'Message restored.').then(after),
          },
          { label: 'Delete forever', intent: 'danger', ariaLabel: (row) => `Delete forever: ${row.subject}`, onClick: setPurging },
        ]
      : [
          {
            label: 'Delete',
            intent: 'danger',
            ariaLabel: (row) => `Delete ${row.subject} (to trash)`,
            onClick: (row) => void toTrash.run({ id: row.id }, 'Moved to trash.').then(after),
          },
        ];

  const searching = state.search !== '' || unreadOnly;
  return (
    <div className="kit-page messages-page">
      <MailboxNav />
      <div className="kit-toolbar" role="toolbar" aria-label={`${boxNames[box]} actions`}>
        <SearchBox value={state.search} onSearch={state.setSearch} label={`Search ${boxNames[box].toLowerCase()} (subject, text, sender)`} />
        {box === 'inbox' && (
          <Switch
            className="messages-switch"
            label="Unread only"
            checked={unreadOnly}
            onChange={(event) => state.setFilter('unread', event.currentTarget.checked ? '1' : null)}
          />
        )}
        <span className="kit-toolbar-spacer" />
        {page && (
          <Tag minimal>{box === 'inbox' ? `${rows.filter((row) => row.unreadCount > 0).length} unread on this page` : `${total} conversations`}</Tag>
        )}
      </div>
      {error && (
        <Callout intent="danger" title={`${boxNames[box]} could not be loaded`}>
          {error.message} <Button variant="minimal" text="Try again" onClick={() => void refetch()} />
        </Callout>
      )}
      {!loading && !error && total === 0 && (
        <NonIdealState
          icon={box === 'trash' ? 'trash' : box === 'sent' ? 'send-message' : 'inbox'}
          title={
            searching
              ? 'No conversation matches'
              : box === 'inbox'
                ? 'Your inbox is empty'
                : box === 'sent'
                  ? 'Nothing sent yet'
                  : 'The trash is empty'
          }
          description={searching ? 'Try other words, or clear the search.' : emptyText[box]}
        />
      )}
      {(rows.length > 0 || (loading && !page)) && (
        <DataGrid label={boxNames[box]} rows={rows} columns={columns} actions={actions} loading={loading && !page} expectedRows={state.perPage} />
      )}
      {page && total > 0 && (
        <Pager
          pageInfo={page.pageInfo}
          perPage={state.perPage}
          pageSizes={PAGE_SIZES}
          onPage={state.setPage}
          onPerPage={state.setPerPage}
          disabled={loading}
        />
      )}
      <ConfirmAlert
        isOpen={purging !== null}
        confirmText="Delete forever"
        pending={purge.pending}
        onCancel={() => setPurging(null)}
        onConfirm={() => {
          if (!purging) return;
          void purge.run({ ids: [purging.id] }, 'Message deleted.').then((outcome) => {
            setPurging(null);
            if (outcome.ok) after();
          });
        }}
      >
        Delete “{purging?.subject}” for good? It leaves your trash and cannot be restored. The others in the conversation keep their copies.
      </ConfirmAlert>
    </div>
  );
}
