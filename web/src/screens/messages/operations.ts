// The messages screens' documents: the three mailboxes, a conversation, its writes, the export and the unread count
// the menu shows.
import { graphql } from '../../gql';

export { UnreadMessageCountQuery } from './unreadCountQuery';

export const MessageRowFields = graphql(`
  fragment MessageRowFields on Message {
    id
    subject
    snippet
    lastSender {
      id
      name
    }
    participants {
      id
      name
    }
    messageCount
    unreadCount
    hasAttachment
    lastMessageAt
    trashedAt
  }
`);

export const InboxQuery = graphql(`
  query MessageInbox($page: PageInput, $filter: MessageFilter) {
    page: messages(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...MessageRowFields
      }
    }
  }
`);

export const SentQuery = graphql(`
  query MessageSent($page: PageInput, $filter: MessageFilter) {
    page: sentMessages(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...MessageRowFields
      }
    }
  }
`);

export const TrashQuery = graphql(`
  query MessageTrash($page: PageInput, $filter: MessageFilter) {
    page: deletedMessages(page: $page, filter: $filter) {
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...MessageRowFields
      }
    }
  }
`);

export const MessageThreadQuery = graphql(`
  query MessageThread($id: ID!) {
    thread: message(id: $id) {
      id
      subject
      unreadCount
      trashedAt
      participants {
        id
        name
      }
      entries {
        id
        body
        sentAt
        sender {
          id
          name
          userType
        }
        recipients {
          id
          name
        }
        attachment {
          fileName
          mimeType
          size
          url
        }
      }
    }
  }
`);

export const MessageRecipientsQuery = graphql(`
  query MessageRecipients($page: PageInput) {
    staff: allStaffs(page: $page) {
      nodes {
        id
        name
        userType
      }
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: MessageInput!) {
    sent: sendMessage(input: $input) {
      id
    }
  }
`);

export const ReplyMessageMutation = graphql(`
  mutation ReplyMessage($input: MessageReplyInput!) {
    thread: replyMessage(input: $input) {
      id
    }
  }
`);

export const MarkMessageMutation = graphql(`
  mutation MarkMessage($id: ID!, $input: MessageStateInput!) {
    marked: updateMessage(id: $id, input: $input) {
      id
      unreadCount
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    result: deleteMessage(id: $id) {
      ok
      message
    }
  }
`);

export const RestoreMessageMutation = graphql(`
  mutation RestoreMessage($ids: [ID!]!) {
    result: restoreMessage(ids: $ids) {
      ok
      message
    }
  }
`);

export const PermanentlyDeleteMessageMutation = graphql(`
  mutation PermanentlyDeleteMessage($ids: [ID!]!) {
    result: permanentlyDeleteMessage(ids: $ids) {
      ok
      message
    }
  }
`);

export const ExportMessageMutation = graphql(`
  mutation ExportMessage($id: ID!, $format: MessageExportFormat) {
    download: exportMessage(id: $id, format: $format) {
      url
      fileName
    }
  }
`);

/** The queries a write in a mailbox changes: every box and the menu's count. */
export const mailboxQueries = ['MessageInbox', 'MessageSent', 'MessageTrash', 'UnreadMessageCount'];
