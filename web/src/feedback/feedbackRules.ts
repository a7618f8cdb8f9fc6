// The feedback form's client-side rules, with the portal's messages spelled exactly.

export interface FeedbackValues {
  name: string;
  email: string;
  feedback: string;
}

export type FeedbackField = keyof FeedbackValues;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export const requiredMessage = (field: FeedbackField): string => `The ${field} field is required`;
export const invalidNameMessage = 'The name field must be a valid name';
export const invalidEmailMessage = 'The email field must be a valid email';

// 1 to 3 words of letters only (any script), separated by whitespace.
const namePattern = /^\p{L}+(?:\s+\p{L}+){0,2}$/u;
// The WHATWG pattern browsers use for <input type="email">.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function validateField(field: FeedbackField, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return requiredMessage(field);
  if (field === 'name' && !namePattern.test(value)) return invalidNameMessage;
  if (field === 'email' && !emailPattern.test(value)) return invalidEmailMessage;
  return undefined;
}

export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  for (const field of ['name', 'email', 'feedback'] as const) {
    const message = validateField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
