import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string.js';

describe('query strings', () => {
  it('writes scalars, booleans as 1/0, and leaves nulls out', () => {
    expect(toQueryString({ page: 2, per_page: 50, search: 'ann lee', active: true, gone: null, none: undefined })).toBe(
      'page=2&per_page=50&search=ann%20lee&active=1',
    );
  });

  it('writes arrays as repeated bracket keys and objects as nested keys', () => {
    expect(toQueryString({ ids: [1, 2], filter: { dob_month: 3 } })).toBe('ids[]=1&ids[]=2&filter[dob_month]=3');
  });

  it('encodes keys and values that carry reserved characters', () => {
    expect(toQueryString({ 'a&b': 'x=y#z' })).toBe('a%26b=x%3Dy%23z');
  });
});
