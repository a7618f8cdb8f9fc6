// The way between the mailboxes and to a new message, with the inbox's unread count.
import { useQuery } from '@apollo/client/react';
import { Tag } from '../../kit/Tag';
import { NavLink } from 'react-router';
import { UnreadMessageCountQuery } from './operations';

const boxes = [
  { to: '/inbox', label: 'Inbox' },
  { to: '/send', label: 'Sent' },
  { to: '/trash', label: 'Trash' },
] as const;

export function MailboxNav() {
  const { data } = useQuery(UnreadMessageCountQuery, { fetchPolicy: 'cache-and-network' });
  const unread = data?.unreadMessageCount ?? 0;
  return (
    <nav className="messages-nav" aria-label="Mailboxes">
      {boxes.map((box) => (
        <NavLink key={box.to} to={box.to} end className={({ isActive }) => `bp6-button ${isActive ? 'bp6-active' : 'bp6-minimal'}`}>
          <span className="bp6-button-text">{box.label}</span>
          {box.to === '/inbox' && unread > 0 && (
            <Tag round intent="primary">
              <span aria-hidden>{unread}</span>
              <span className="visually-hidden">{unread} unread</span>
            </Tag>
          )}
        </NavLink>
      ))}
      <span className="kit-toolbar-spacer" />
      <NavLink to="/compose" className="bp6-button bp6-intent-primary">
        <span className="bp6-button-text">Compose</span>
      </NavLink>
    </nav>
  );
}
