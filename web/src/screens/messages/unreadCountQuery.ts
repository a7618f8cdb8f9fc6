// The unread count on its own: the menu loads it with the layout, before any messages screen (and the sign-in
// route's first JavaScript carries the layout), so it must not bring the other message documents along.
import { graphql } from '../../gql';

export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);
