// What the user is told after sending, with the portal's texts spelled exactly.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const successMessage = 'Thanks for your feedback, we will review and improve our service.';
export const failurePrefix = 'Some error occured';

export function failureMessage(detail: string | null | undefined): string {
  const text = detail?.trim();
  return text ? `${failurePrefix}: ${text}` : failurePrefix;
}

/** The API's status '302': the link chain ends the session, and the failure notice stays silent. */
export function isSessionExpired(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.['code'] === 'SESSION_EXPIRED');
}

/** BAD_USER_INPUT answers carry `extensions.fieldErrors` (field name to messages); the first message of each. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Record<string, string> = {};
  for (const entry of error.errors) {
    const fieldErrors = entry.extensions?.['fieldErrors'];
    if (typeof fieldErrors !== 'object' || fieldErrors === null) continue;
    for (const [field, messages] of Object.entries(fieldErrors as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages.find((message) => typeof message === 'string') : undefined;
      if (typeof first === 'string' && !(field in found)) found[field] = first;
    }
  }
  return found;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
