// What the message forms check before sending, in the API's words, so an error reads the same from either side.
import type { FieldErrors } from '../../kit/fieldErrors';
import type { MessageDraft } from './draft';

export const messageRules = {
  recipients: 'Choose at least one recipient.',
  subject: 'The subject field is required.',
  subjectLength: 'The subject field must not be greater than 191 characters.',
  body: 'The body field is required.',
} as const;

export const maxSubjectLength = 191;

/** The attachment types the API takes (it checks the content too). */
export const attachmentAccept =
  '.pdf,.png,.jpg,.jpeg,.docx,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function bodyProblems(body: string): FieldErrors {
  return body.trim() === '' ? { body: messageRules.body } : {};
}

export function draftProblems(draft: MessageDraft): FieldErrors {
  const problems: FieldErrors = { ...bodyProblems(draft.body) };
  if (draft.recipients.length === 0) problems.recipientIds = messageRules.recipients;
  if (draft.subject.trim() === '') problems.subject = messageRules.subject;
  else if (draft.subject.trim().length > maxSubjectLength) problems.subject = messageRules.subjectLength;
  return problems;
}
