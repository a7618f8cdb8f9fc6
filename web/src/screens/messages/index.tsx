// The messages pages: the inbox, sent box and trash, a new message, and a conversation.
import { Card } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { ComposeForm } from './ComposeForm';
import { Mailbox } from './Mailbox';
import { MailboxNav } from './MailboxNav';
import { MessagePage } from './MessagePage';
import './messages.css';

function Compose() {
  const navigate = useNavigate();
  return (
    <div className="kit-page messages-page">
      <MailboxNav />
      <Card className="messages-compose">
        <ComposeForm onSent={(id) => void navigate(`/message/${id}`)} />
      </Card>
    </div>
  );
}

export const screens = {
  Inbox: () => <Mailbox box="inbox" />,
  Sent: () => <Mailbox box="sent" />,
  Trash: () => <Mailbox box="trash" />,
  Compose,
  Message: MessagePage,
};
