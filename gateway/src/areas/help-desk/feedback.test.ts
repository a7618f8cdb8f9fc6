import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifBytes, pngBytes, sendMultipart } from '../../test/multipart.js';
import { startStack, type Stack } from '../../test/stack.js';
import { feedbackErrors } from './feedback-rules.js';

const SEND = 'mutation($input: FeedbackInput!) { sendFeedback(input: $input) { ok message } }';
const userAgent = [
  { label: 'Browser', value: 'Chrome 130' },
  { label: 'Platform', value: 'Linux' },
];

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const input = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  feedback: 'The list is slow.',
  consent: true,
  screenshot: null,
  userAgent,
  ...over,
});

describe('sendFeedback', () => {
  it('sends the form as multipart with the screenshot named screenshot.png', async () => {
    stack.standIn.calls.reset();
    const answer = await sendMultipart(
      stack.gateway.url,
      SEND,
      { input: input() },
      {
        'variables.input.screenshot': { bytes: pngBytes, name: 'my capture.PNG', type: 'image/png' },
      },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.sendFeedback).toMatchObject({ ok: true });
    const calls = stack.standIn.calls.list({ path: 'help-desk/store' });
    expect(calls).toHaveLength(1);
    // What went over the wire, in the help desk's own field names.
    expect(calls[0]!.body).toMatchObject({ name: 'Ada Lovelace', user_content_email_communication: '1' });
    const received = stack.standIn.fixtures.helpDesk.lastFeedback()!;
    expect(received).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.test', feedback: 'The list is slow.', consent: true });
    expect(received.screenshot?.fileName).toBe('screenshot.png');
    expect(received.screenshot?.mimeType).toBe('image/png');
    expect(received.userAgent).toEqual(userAgent);
  });

  it('sends consent off as 0 and works without a screenshot', async () => {
    const answer = await stack.gql(SEND, { input: input({ consent: false }) });
    expect(answer.errors).toBeUndefined();
    expect(stack.standIn.calls.last({ path: 'help-desk/store' })?.body).toMatchObject({ user_content_email_communication: '0' });
    expect(stack.standIn.fixtures.helpDesk.lastFeedback()?.consent).toBe(false);
  });

  it('refuses a GIF by its content, whatever its name, before it reaches the help desk', async () => {
    stack.standIn.calls.reset();
    const answer = await sendMultipart(
      stack.gateway.url,
      SEND,
      { input: input() },
      {
        'variables.input.screenshot': { bytes: gifBytes, name: 'disguised.png', type: 'image/png' },
      },
    );
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'The selected file type is not allowed. Only PNG and JPEG is supported.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.standIn.calls.count({ path: 'help-desk/store' })).toBe(0);
  });

  it('refuses an image over 10 MB', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(pngBytes);
    const answer = await sendMultipart(
      stack.gateway.url,
      SEND,
      { input: input() },
      {
        'variables.input.screenshot': { bytes: big, name: 'big.png', type: 'image/png' },
      },
    );
    expect(answer.body.errors?.[0]?.message).toBe('The file exceed the maximum allowed limit (10 MB).');
  });

  it('refuses a name that is not 1 to 3 words of letters, and a bad email', async () => {
    const answer = await stack.gql(SEND, { input: input({ name: 'R2 D2', email: 'not-an-email' }) });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ['The name field must be a valid name'], email: ['The email field must be a valid email'] },
    });
  });
});

describe('feedback rules', () => {
  const ok = { name: 'Ann', email: 'a@b.co', feedback: 'x' };
  it.each(['Ann', 'Ann Lee', 'Ann Marie Lee', 'Zoë Ñúñez'])('accepts the name %j', (name) => {
    expect(feedbackErrors({ ...ok, name }, undefined).name).toBeUndefined();
  });
  it.each(['Ann Marie Lee Smith', 'Ann3', 'Ann-Lee', 'a_b'])('refuses the name %j', (name) => {
    expect(feedbackErrors({ ...ok, name }, undefined).name).toEqual(['The name field must be a valid name']);
  });
  it('requires every field', () => {
    expect(feedbackErrors({ name: ' ', email: '', feedback: '' }, undefined)).toEqual({
      name: ['The name field is required'],
      email: ['The email field is required'],
      feedback: ['The feedback field is required'],
    });
  });
});
