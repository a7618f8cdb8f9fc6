// POST help-desk/store: the 'Send feedback' widget (multipart). Open to anonymous senders (the sign-in screen
// carries the widget); a session that expired still answers status 302, which the widget stays silent about.
import type { Area } from '../../server/area.js';
import { optionalCallerOf } from '../../server/auth.js';
import { ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import type { FeedbackScreenshot } from '../../db/feedback.js';
import { timestamp } from '../../kit/dates.js';

export const feedbackReceivedMessage = 'Feedback submitted successfully';
export const screenshotLimitBytes = 10 * 1024 * 1024;
export const screenshotTypes = ['image/png', 'image/jpeg'] as const;

function userAgentEntries(value: unknown): { label: string; value: string }[] {
  // append-field turns user_agent[0][label] into an array of objects; JSON senders send the array itself.
  const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { label, value: text } = entry as { label?: unknown; value?: unknown };
    return typeof label === 'string' ? [{ label, value: typeof text === 'string' ? text : String(text ?? '') }] : [];
  });
}

export const helpDeskArea: Area = {
  name: 'help-desk',
  register(router, { db, auth }) {
    router.post('/help-desk/store', auth.optional, (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const files = Array.isArray(req.files) ? req.files : [];
      const upload = files.find((file) => file.fieldname === 'screenshot');

      const errors = new FieldErrors();
      errors.required(body, ['name', 'email', 'feedback', 'user_content_email_communication']);
      errors.email('email', body.email);
      errors.oneOf('user_content_email_communication', body.user_content_email_communication, ['0', '1']);
      if (upload && !(screenshotTypes as readonly string[]).includes(upload.mimetype)) {
        errors.add('screenshot', 'The screenshot field must be a file of type: png, jpeg.');
      } else if (upload && upload.size > screenshotLimitBytes) {
        errors.add('screenshot', `The screenshot field must not be greater than ${screenshotLimitBytes / 1024} kilobytes.`);
      }
      if (!errors.empty) {
        unprocessable(res, errors, { status: false });
        return;
      }

      const screenshot: FeedbackScreenshot | null = upload
        ? { fileName: upload.originalname, mimeType: upload.mimetype, size: upload.size, data: upload.buffer }
        : null;
      db.feedback.push({
        id: db.feedback.length + 1,
        name: String(body.name).trim(),
        email: String(body.email).trim(),
        feedback: String(body.feedback).trim(),
        consent: String(body.user_content_email_communication) === '1',
        userAgent: userAgentEntries(body.user_agent),
        screenshot,
        userId: optionalCallerOf(req)?.user.id ?? null,
        receivedAt: timestamp(),
      });
      ok(res, { message: feedbackReceivedMessage });
    });
  },
};
