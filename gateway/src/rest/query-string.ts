// GET and DELETE arguments as a query string the way Laravel reads it: nested objects as `a[b]=`, arrays as
// repeated `a[]=` keys, booleans as 1/0, nulls left out.

type Pair = [string, string];

function flatten(prefix: string, value: unknown, out: Pair[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const scalar = item === null || typeof item !== 'object';
      flatten(scalar ? `${prefix}[]` : `${prefix}[${index}]`, item, out);
    });
    return;
  }
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) flatten(`${prefix}[${key}]`, inner, out);
    return;
  }
  out.push([prefix, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]);
}

export function toQueryString(params: Record<string, unknown>): string {
  const pairs: Pair[] = [];
  for (const [key, value] of Object.entries(params)) flatten(key, value, pairs);
  return pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&');
}
