// The menu's count beside Inbox: conversations in the caller's inbox with unread messages, one small query, asked
// again every minute while the page is visible (and at once after any message write, which refetches it by name).
import { useQuery } from '@apollo/client/react';
import { useVisiblePolling } from '../../kit/list/useVisiblePolling';
import type { MenuBadge } from '../../layout/menu';
import { UnreadMessageCountQuery } from './unreadCountQuery';

const POLL_MS = 60_000;

function useUnreadCount(): number {
  const query = useQuery(UnreadMessageCountQuery, { fetchPolicy: 'cache-and-network' });
  useVisiblePolling(true, query, POLL_MS);
  return query.data?.unreadMessageCount ?? 0;
}

export const unreadMessagesBadge: MenuBadge = {
  useCount: useUnreadCount,
  label: (count) => `${count} unread`,
};
