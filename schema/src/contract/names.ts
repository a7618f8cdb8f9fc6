// GraphQL speaks camelCase, the practice API snake_case; these convert one word at a time, with a cache because the
// same few hundred names are converted on every request.

const snakeCache = new Map<string, string>();
const camelCache = new Map<string, string>();

export function snakeCase(name: string): string {
  let out = snakeCache.get(name);
  if (out === undefined) {
    out = name
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
      .toLowerCase();
    snakeCache.set(name, out);
  }
  return out;
}

export function camelCase(name: string): string {
  let out = camelCache.get(name);
  if (out === undefined) {
    out = name.replace(/[_-]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
    camelCache.set(name, out);
  }
  return out;
}
