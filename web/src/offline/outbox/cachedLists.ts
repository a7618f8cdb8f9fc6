// The argument sets a root field was read with and is cached under (every page size and filter a screen used), so a
// write waiting in the outbox can be shown as made in each list that would hold it.
import type { ApolloCache } from '@apollo/client';

/** The arguments of one cached root field, from the cache's name for it: `abcEntries({"studentId":"5",…})`. */
export function argumentsOf(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.indexOf('(');
  if (open < 0 || !storeFieldName.endsWith(')')) return {};
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(open + 1, -1));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every argument set the field is cached with that `matches` accepts (read only: the modifier changes nothing). */
export function cachedArguments(
  cache: ApolloCache,
  fieldName: string,
  matches: (args: Record<string, unknown>) => boolean,
): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  cache.modify({
    optimistic: true,
    fields: {
      [fieldName]: (value: unknown, { storeFieldName }) => {
        const args = argumentsOf(storeFieldName);
        if (matches(args)) found.push(args);
        return value;
      },
    },
  });
  return found;
}
