// What the help-desk widget sent, kept so tests can read it back.

export interface FeedbackScreenshot {
  fileName: string;
  mimeType: string;
  size: number;
  data: Buffer;
}

export interface FeedbackEntry {
  id: number;
  name: string;
  email: string;
  feedback: string;
  /** user_content_email_communication: '1' → true, '0' → false. */
  consent: boolean;
  userAgent: { label: string; value: string }[];
  screenshot: FeedbackScreenshot | null;
  /** The signed-in sender, when the request carried a session. */
  userId: number | null;
  receivedAt: string;
}
