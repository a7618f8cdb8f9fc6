import { beforeEach, describe, expect, it } from 'vitest';
import { profileImagePng } from '../auth/profile-images.js';
import { call, signIn, useStandIn } from '../../test/http.js';

const standIn = useStandIn();

beforeEach(() => standIn.current.db.reset());

function feedbackForm(overrides: Record<string, string | null> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    feedback: 'The student list is slow on Mondays.',
    user_content_email_communication: '1',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  form.set('user_agent[0][label]', 'Browser');
  form.set('user_agent[0][value]', 'Chrome 131');
  form.set('user_agent[1][label]', 'Platform');
  form.set('user_agent[1][value]', 'Linux');
  return form;
}

describe('POST help-desk/store', () => {
  it('takes multipart feedback with a screenshot and keeps it for tests', async () => {
    const form = feedbackForm();
    form.set('screenshot', new Blob([profileImagePng], { type: 'image/png' }), 'screenshot.png');
    const answer = await call(standIn.current, 'help-desk/store', { form });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: true, message: 'Feedback submitted successfully' });
    const [entry] = standIn.current.db.feedback;
    expect(entry).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      feedback: 'The student list is slow on Mondays.',
      consent: true,
      userId: null,
      userAgent: [
        { label: 'Browser', value: 'Chrome 131' },
        { label: 'Platform', value: 'Linux' },
      ],
    });
    expect(entry?.screenshot).toMatchObject({ fileName: 'screenshot.png', mimeType: 'image/png', size: profileImagePng.length });
    expect(entry?.screenshot?.data.equals(profileImagePng)).toBe(true);
  });

  it('accepts feedback without a screenshot and remembers a signed-in sender', async () => {
    const token = await signIn(standIn.current, 'Therapist');
    const answer = await call(standIn.current, 'help-desk/store', {
      form: feedbackForm({ user_content_email_communication: '0' }),
      token,
    });
    expect(answer.status).toBe(200);
    expect(standIn.current.db.feedback[0]).toMatchObject({ consent: false, screenshot: null, userId: 3 });
  });

  it('answers 422 for missing fields', async () => {
    const answer = await call(standIn.current, 'help-desk/store', {
      form: feedbackForm({ name: null, feedback: '', user_content_email_communication: null }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        name: ['The name field is required.'],
        feedback: ['The feedback field is required.'],
        user_content_email_communication: ['The user content email communication field is required.'],
      },
    });
    expect(standIn.current.db.feedback).toHaveLength(0);
  });

  it('refuses a screenshot that is not PNG or JPEG, or over 10 MB', async () => {
    const gif = feedbackForm();
    gif.set('screenshot', new Blob([new Uint8Array(10)], { type: 'image/gif' }), 'screenshot.gif');
    const wrongType = await call(standIn.current, 'help-desk/store', { form: gif });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body).toMatchObject({ errors: { screenshot: ['The screenshot field must be a file of type: png, jpeg.'] } });

    const large = feedbackForm();
    large.set('screenshot', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' }), 'screenshot.png');
    const tooLarge = await call(standIn.current, 'help-desk/store', { form: large });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body).toMatchObject({
      errors: { screenshot: ['The screenshot field must not be greater than 10240 kilobytes.'] },
    });
  });

  it('answers status 302 to a sender whose session expired', async () => {
    const token = await signIn(standIn.current, 'Parent');
    standIn.current.tokens.expire(token);
    const answer = await call(standIn.current, 'help-desk/store', { form: feedbackForm(), token });
    expect(answer.body).toEqual({ status: 302, message: 'Session expired' });
  });

  it('caps any upload at 12 MB', async () => {
    const form = feedbackForm();
    form.set('screenshot', new Blob([new Uint8Array(12 * 1024 * 1024 + 1)], { type: 'image/png' }), 'screenshot.png');
    const answer = await call(standIn.current, 'help-desk/store', { form });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { screenshot: ['The screenshot field must not be greater than 12288 kilobytes.'] } });
  });
});
