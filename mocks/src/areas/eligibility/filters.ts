// The eligibility lists' filters as Laravel reads them: an array as repeated bracket keys (`status[]=a&status[]=b`,
// parsed by qs), a single value as itself; a flag as 1/0 or true/false. A row passes a list filter when it matches
// any of its values.

/** Every value of a filter, whether it came as `key[]=` repeated, `key=` once or `key[0]=`. */
export function filterValues(params: Record<string, unknown>, key: string): string[] {
  const value = params[key];
  const values = Array.isArray(value) ? value : value !== null && typeof value === 'object' ? Object.values(value) : [value];
  return values.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item).trim()] : [])).filter((item) => item !== '');
}

/** A flag: true for 1 or true, false for 0 or false, undefined when not sent. */
export function filterFlag(params: Record<string, unknown>, key: string): boolean | undefined {
  const [value] = filterValues(params, key);
  if (value === undefined) return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

/** Whether a row's value is one of the filter's values (every row passes a filter not sent). */
export function matchesAny(params: Record<string, unknown>, key: string, value: string | number | null): boolean {
  const wanted = filterValues(params, key);
  return wanted.length === 0 || (value !== null && wanted.includes(String(value)));
}
