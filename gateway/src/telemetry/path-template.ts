// An API path as a metric label or span attribute: the call's shape, never its values. The API's own path words are
// lower-case kebab or snake case; any other segment (an id, a date, a token, an email) is a value and becomes {value}.
const word = /^[a-z][a-z_-]*$/;

export function pathTemplate(path: string): string {
  return path
    .split('?')[0]!
    .split('/')
    .map((segment) => (segment === '' || word.test(segment) ? segment : '{value}'))
    .join('/');
}
