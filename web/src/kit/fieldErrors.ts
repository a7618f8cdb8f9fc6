// BAD_USER_INPUT carries `extensions.fieldErrors`: field name -> messages. Screens show them beside their fields.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type FieldErrors = Record<string, string>;

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** The first message per field, under the field's camelCase name, from the error's `fieldErrors`. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: FieldErrors = {};
  for (const entry of error.errors) {
    const fields = entry.extensions?.['fieldErrors'];
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [field, messages] of Object.entries(fields as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string') result[camel(field.replace(/^input\./, ''))] ??= first;
    }
  }
  return result;
}
