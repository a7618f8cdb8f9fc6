import { describe, expect, it } from 'vitest';
import { fillPath, parsePath, pathValueProblem } from './path.js';

const fill = (template: string, values: Record<string, unknown>) =>
  fillPath(
    parsePath(template),
    (p) => values[p],
    (p) => p,
  );

describe('path filling', () => {
  it('encodes every value', () => {
    expect(fill('agency/{id}', { id: 12 })).toBe('agency/12');
    expect(fill('student-edit/{a}/{b}', { a: 'a b', b: 'ü&=' })).toBe('student-edit/a%20b/%C3%BC%26%3D');
  });

  it.each(['.', '..', 'a/b', '../admin', 'a?x=1', 'a#frag', 'a\\b', 'a\nb', '\u0000', ' '])('refuses %j with BAD_USER_INPUT', (id) => {
    expect(() => fill('agency/{id}', { id })).toThrowError(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    );
  });

  it('drops an optional placeholder that has no value', () => {
    expect(fill('add-file/{folder_id?}', {})).toBe('add-file');
    expect(fill('add-file/{folder_id?}', { folder_id: 4 })).toBe('add-file/4');
  });

  it('requires a placeholder that is not optional', () => {
    expect(() => fill('agency/{id}', {})).toThrow('The id is required.');
  });

  it('explains what is wrong with a value', () => {
    expect(pathValueProblem('..')).toBe("cannot be '..'");
    expect(pathValueProblem('42')).toBeUndefined();
  });
});
