// Fills a catalogue path's {placeholders}. Every value is checked and URL-encoded: an id can never walk the path
// (`..`), end it early (`?`, `#`) or add a segment (`/`).
import { badInput } from '../upstream/errors.js';

const placeholder = /\{([a-zA-Z_][a-zA-Z0-9_]*)(\?)?\}/g;

export interface PathTemplate {
  template: string;
  /** Names inside the braces, in order. */
  params: { name: string; optional: boolean }[];
}

export function parsePath(template: string): PathTemplate {
  const params = [...template.matchAll(placeholder)].map((m) => ({ name: m[1]!, optional: m[2] === '?' }));
  return { template, params };
}

// eslint-disable-next-line no-control-regex -- a control character is what this pattern finds
const controlCharacter = /[\u0000-\u001f\u007f]/;

/** Why a value cannot stand in a path segment, or undefined when it can. */
export function pathValueProblem(value: string): string | undefined {
  if (value.trim() === '') return 'is empty';
  if (value === '.' || value === '..') return `cannot be '${value}'`;
  if (/[/?#\\]/.test(value)) return "cannot contain '/', '\\', '?' or '#'";
  if (controlCharacter.test(value)) return 'cannot contain control characters';
  if (value.length > 200) return 'is longer than 200 characters';
  return undefined;
}

/**
 * `values` maps a placeholder name to the argument's value (undefined when not given). `argName` gives the
 * GraphQL name for the error message.
 */
export function fillPath(path: PathTemplate, values: (param: string) => unknown, argName: (param: string) => string): string {
  let out = path.template;
  for (const { name, optional } of path.params) {
    const raw = values(name);
    const token = `{${name}${optional ? '?' : ''}}`;
    if (raw === undefined || raw === null || raw === '') {
      if (!optional) throw badInput(`The ${argName(name)} is required.`, { [argName(name)]: [`The ${argName(name)} is required.`] });
      out = out.replace('/' + token, '').replace(token, '');
      continue;
    }
    const value = String(raw);
    const problem = pathValueProblem(value);
    if (problem) {
      const message = `The ${argName(name)} '${value.slice(0, 40)}' is not a valid identifier: it ${problem}.`;
      throw badInput(message, { [argName(name)]: [message] });
    }
    out = out.replace(token, encodeURIComponent(value));
  }
  return out;
}
