// A partial answer's errors, by the section (the field under `dashboard`) each one names.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function sectionErrors(error: unknown): ReadonlyMap<string, string> {
  const bySection = new Map<string, string>();
  if (!CombinedGraphQLErrors.is(error)) return bySection;
  for (const entry of error.errors) {
    const section = entry.path?.[0] === 'dashboard' ? entry.path[1] : undefined;
    if (typeof section === 'string' && !bySection.has(section)) bySection.set(section, entry.message);
  }
  return bySection;
}
