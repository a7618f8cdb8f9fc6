// Messages between staff through the gateway: a send reaches the recipient's inbox (and the sender's sent box), a
// reply joins the thread in order, unread counts are per person, trash and restore and permanent delete act on the
// caller's copy only, a retry with the same client id never sends twice, and bad input is refused field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { nextStamp } from '@portal/mocks';

const SEND = `mutation($input: MessageInput!) { sendMessage(input: $input) { id subject unreadCount messageCount hasAttachment participants { name } } }`;
const REPLY = `mutation($input: MessageReplyInput!) { replyMessage(input: $input) { id entries { body sender { name } sentAt } } }`;
const OPEN = `query($id: ID!) { message(id: $id) { id subject unreadCount entries { id body sender { id name } recipients { id } attachment { fileName mimeType url } sentAt } } }`;
const BOX = (field: string) =>
  `query($page: PageInput, $filter: MessageFilter) { box: ${field}(page: $page, filter: $filter) { pageInfo { total } nodes { id subject unreadCount snippet lastSender { name } trashedAt } } }`;
const UNREAD = '{ unreadMessageCount }';

interface Row {
  id: string;
  subject: string;
  unreadCount: number;
  snippet: string;
  lastSender: { name: string };
  trashedAt: string | null;
}

let stack: Stack;
let office: string;
let therapist: string;
let officeId: string;
let therapistId: string;
beforeAll(async () => {
  stack = await startStack();
  office = await stack.signIn('Office administrator');
  therapist = await stack.signIn('Therapist');
  const { users } = stack.standIn.fixtures;
  officeId = String(users.byEmail('office@practice.test')!.id);
  therapistId = String(users.byEmail('therapist@practice.test')!.id);
});
afterAll(() => stack.stop());

const box = async (field: string, token: string, search?: string) => {
  const answer = await stack.gql<{ box: { pageInfo: { total: number }; nodes: Row[] } }>(BOX(field), { page: { perPage: 100, search } }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.box;
};
const unread = async (token: string) => (await stack.gql<{ unreadMessageCount: number }>(UNREAD, {}, token)).data!.unreadMessageCount;
const send = (token: string, input: Record<string, unknown>) =>
  stack.gql<{ sendMessage: { id: string; subject: string; messageCount: number; participants: { name: string }[] } }>(SEND, { input }, token);

describe('messages', () => {
  it('sends to the recipient: their inbox and unread count, the sender’s sent box; opening marks it read', async () => {
    const before = await unread(therapist);
    const subject = `Room change ${nextStamp()}`;
    const sent = await send(office, { recipientIds: [therapistId], subject, body: 'Your 2 pm session moves to room 3.' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMessage).toMatchObject({ subject, messageCount: 1 });

    expect(await unread(therapist)).toBe(before + 1);
    const inbox = await box('messages', therapist);
    expect(inbox.nodes.find((row) => row.subject === subject)).toMatchObject({ unreadCount: 1, snippet: 'Your 2 pm session moves to room 3.' });
    expect((await box('sentMessages', office)).nodes.some((row) => row.subject === subject)).toBe(true);
    // The sender's own inbox does not hold what only they wrote.
    expect((await box('messages', office)).nodes.some((row) => row.subject === subject)).toBe(false);

    const opened = await stack.gql<{ message: { unreadCount: number; entries: { body: string }[] } }>(
      OPEN,
      { id: sent.data!.sendMessage.id },
      therapist,
    );
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.message.unreadCount).toBe(0);
    expect(await unread(therapist)).toBe(before);
  });

  it('shows a thread’s replies oldest first with author and time, and the reply is unread for the other side', async () => {
    const subject = `Supervision ${nextStamp()}`;
    const sent = await send(office, { recipientIds: [therapistId], subject, body: 'Can we meet Thursday?' });
    const id = sent.data!.sendMessage.id;
    const officeUnread = await unread(office);
    const reply = await stack.gql<{ replyMessage: { entries: { body: string; sender: { name: string } }[] } }>(
      REPLY,
      { input: { messageId: id, body: 'Thursday at 10 works.' } },
      therapist,
    );
    expect(reply.errors).toBeUndefined();
    expect(await unread(office)).toBe(officeUnread + 1);
    // Replying reads the conversation.
    await stack.gql(REPLY, { input: { messageId: id, body: 'See you then.' } }, office);
    expect(await unread(office)).toBe(officeUnread);

    const opened = await stack.gql<{
      message: { entries: { body: string; sender: { id: string }; recipients: { id: string }[]; sentAt: string }[] };
    }>(OPEN, { id }, therapist);
    const entries = opened.data!.message.entries;
    expect(entries.map((entry) => entry.body)).toEqual(['Can we meet Thursday?', 'Thursday at 10 works.', 'See you then.']);
    expect(entries.map((entry) => entry.sender.id)).toEqual([officeId, therapistId, officeId]);
    expect(entries[1]!.recipients.map((person) => person.id)).toEqual([officeId]);
    const times = entries.map((entry) => Date.parse(entry.sentAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The conversation sits in the therapist's inbox and sent box both.
    expect((await box('sentMessages', therapist)).nodes.some((row) => row.id === id)).toBe(true);
  });

  it('finds conversations by subject, text and sender', async () => {
    const subject = `Token boards ${nextStamp()}`;
    await send(office, { recipientIds: [therapistId], subject, body: 'The laminated zebra charts are in.' });
    expect((await box('messages', therapist, 'zebra charts')).nodes.map((row) => row.subject)).toContain(subject);
    expect((await box('messages', therapist, subject.toUpperCase())).nodes.map((row) => row.subject)).toContain(subject);
    const senderName = (await box('messages', therapist, subject)).nodes[0]!.lastSender.name;
    expect((await box('messages', therapist, senderName)).nodes.map((row) => row.subject)).toContain(subject);
    expect((await box('messages', therapist, 'no such words anywhere')).pageInfo.total).toBe(0);
  });

  it('deletes to the caller’s trash only, restores, and deletes for good', async () => {
    const subject = `Trash me ${nextStamp()}`;
    const id = (await send(office, { recipientIds: [therapistId], subject, body: 'Old news.' })).data!.sendMessage.id;
    const deleted = await stack.gql<{ deleteMessage: { ok: boolean } }>('mutation($id: ID!) { deleteMessage(id: $id) { ok } }', { id }, therapist);
    expect(deleted.data!.deleteMessage.ok).toBe(true);
    expect((await box('messages', therapist)).nodes.some((row) => row.id === id)).toBe(false);
    expect((await box('deletedMessages', therapist)).nodes.find((row) => row.id === id)?.trashedAt).toEqual(expect.any(String));
    // The sender keeps theirs.
    expect((await box('sentMessages', office)).nodes.some((row) => row.id === id)).toBe(true);

    const restored = await stack.gql('mutation($ids: [ID!]!) { restoreMessage(ids: $ids) { ok } }', { ids: [id] }, therapist);
    expect(restored.errors).toBeUndefined();
    expect((await box('messages', therapist)).nodes.some((row) => row.id === id)).toBe(true);

    await stack.gql('mutation($id: ID!) { deleteMessage(id: $id) { ok } }', { id }, therapist);
    const purged = await stack.gql('mutation($ids: [ID!]!) { permanentlyDeleteMessage(ids: $ids) { ok } }', { ids: [id] }, therapist);
    expect(purged.errors).toBeUndefined();
    expect((await box('deletedMessages', therapist)).nodes.some((row) => row.id === id)).toBe(false);
    const gone = await stack.gql(OPEN, { id }, therapist);
    expect(gone.errors?.[0]?.message).toBe('Message not found.');
    // Only a trashed conversation can be deleted for good.
    const live = (await send(office, { recipientIds: [therapistId], subject: `${subject} 2`, body: 'Still here.' })).data!.sendMessage.id;
    const refused = await stack.gql('mutation($ids: [ID!]!) { permanentlyDeleteMessage(ids: $ids) { ok } }', { ids: [live] }, therapist);
    expect(refused.errors?.[0]?.message).toBe('Message not found.');
    expect((await box('sentMessages', office)).nodes.some((row) => row.id === id)).toBe(true);
  });

  it('never sends twice for one client id', async () => {
    const input = { recipientIds: [therapistId], subject: `Once ${nextStamp()}`, body: 'Only one copy.', clientId: `c-${nextStamp()}` };
    const first = await send(office, input);
    const again = await send(office, input);
    expect(again.data!.sendMessage.id).toBe(first.data!.sendMessage.id);
    expect((await box('messages', therapist, input.subject)).pageInfo.total).toBe(1);
  });

  it('refuses a message with no recipient, no subject or an empty body, field by field', async () => {
    const refused = await send(office, { recipientIds: [], subject: ' ', body: '' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        recipientIds: ['Choose at least one recipient.'],
        subject: ['The subject field is required.'],
        body: ['The body field is required.'],
      },
    });
    const self = await send(office, { recipientIds: [officeId], subject: 'Me', body: 'To myself.' });
    expect(self.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { recipientIds: ['The selected recipient ids is invalid.'] } });
    const reply = await stack.gql(REPLY, { input: { messageId: '999999', body: ' ' } }, office);
    expect(reply.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { messageId: ['The selected message id is invalid.'], body: ['The body field is required.'] },
    });
  });

  it('carries an attachment checked by content, and exports the conversation', async () => {
    const subject = `Attached ${nextStamp()}`;
    const answer = await sendMultipart(
      stack.gateway.url,
      SEND,
      { input: { recipientIds: [therapistId], subject, body: 'The schedule is attached.', attachment: null } },
      { 'variables.input.attachment': { bytes: pngBytes, name: 'schedule.png', type: 'image/png' } },
      office,
    );
    expect(answer.body.errors).toBeUndefined();
    const id = (answer.body.data!.sendMessage as { id: string }).id;
    const opened = await stack.gql<{ message: { entries: { attachment: { fileName: string; mimeType: string; url: string } }[] } }>(
      OPEN,
      { id },
      therapist,
    );
    const attachment = opened.data!.message.entries[0]!.attachment;
    expect(attachment).toMatchObject({ fileName: 'schedule.png', mimeType: 'image/png' });
    expect(Buffer.from(await (await fetch(attachment.url)).arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from(pngBytes.subarray(0, 8)));

    const exported = await stack.gql<{ exportMessage: { url: string; fileName: string } }>(
      'mutation($id: ID!) { exportMessage(id: $id, format: CSV) { url fileName } }',
      { id },
      therapist,
    );
    expect(exported.errors).toBeUndefined();
    const csv = await (await fetch(exported.data!.exportMessage.url)).text();
    expect(csv).toContain('The schedule is attached.');
    expect(csv).toContain('schedule.png');
    const pdf = await stack.gql<{ exportMessage: { url: string } }>('mutation($id: ID!) { exportMessage(id: $id) { url } }', { id }, office);
    const bytes = Buffer.from(await (await fetch(pdf.data!.exportMessage.url)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const gif = await sendMultipart(
      stack.gateway.url,
      SEND,
      { input: { recipientIds: [therapistId], subject, body: 'x', attachment: null } },
      { 'variables.input.attachment': { bytes: new TextEncoder().encode('GIF89a....'), name: 'a.png', type: 'image/png' } },
      office,
    );
    expect(gif.body.errors?.[0]?.extensions).toMatchObject({ fieldErrors: { attachment: [expect.stringContaining('file type is not allowed')] } });
  });

  it('keeps each person’s mailbox to themselves', async () => {
    const subject = `Private ${nextStamp()}`;
    const sent = await send(therapist, { recipientIds: [officeId], subject, body: 'Just for the office.' });
    const parent = await stack.signIn('Parent');
    const peek = await stack.gql(OPEN, { id: sent.data!.sendMessage.id }, parent);
    expect(peek.errors?.[0]?.message).toBe('Message not found.');
  });
});
