import qs from 'qs';
import { afterEach, describe, expect, it } from 'vitest';
import { machineTimeZone, usePracticeTimeZone } from '../dates/dates.js';
import { toFormFields, toQueryString } from './bracket-fields.js';
import { toFormData } from './multipart.js';
import { UploadedFile } from './uploads.js';

// How the stand-in decodes a query string (Express's "extended" query parser).
const standInParse = (text: string) => qs.parse(text, { allowPrototypes: true });

function formAsQuery(payload: Record<string, unknown>): string {
  return toFormFields(payload)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : value.filename)}`)
    .join('&');
}

afterEach(() => usePracticeTimeZone(machineTimeZone()));

describe('query strings', () => {
  it('writes scalars, booleans as 1/0, and leaves nulls out', () => {
    expect(toQueryString({ page: 2, per_page: 50, search: 'ann lee', active: true, gone: null, none: undefined })).toBe(
      'page=2&per_page=50&search=ann%20lee&active=1',
    );
  });

  it('writes plain values without qs exactly as qs writes them', () => {
    const plain = { page: 1, empty: '', 'filter[name]': 'Zoë & co/ä', zero: 0, off: false, at: new Date('2026-03-08T10:30:00Z'), gone: null };
    // An array among them sends the whole payload through qs.
    expect(toQueryString({ ...plain, ids: [7] })).toBe(`${toQueryString(plain)}&ids[]=7`);
    expect(toQueryString(plain)).toMatch(/^page=1&empty=&filter\[name\]=Zo%C3%AB%20%26%20co%2F%C3%A4&zero=0&off=0&at=2026-03-08T\d\d%3A30%3A00/);
  });

  it('writes arrays as repeated bracket keys and objects as nested keys', () => {
    expect(toQueryString({ ids: [1, 2], filter: { dob_month: 3 } })).toBe('ids[]=1&ids[]=2&filter[dob_month]=3');
  });

  it('encodes keys and values that carry reserved characters', () => {
    expect(toQueryString({ 'a&b': 'x=y#z' })).toBe('a%26b=x%3Dy%23z');
  });

  it('writes the eligibility filters as status[]', () => {
    expect(toQueryString({ status: [1, 2] })).toBe('status[]=1&status[]=2');
  });

  it('writes arrays of objects by index, and leaves empty arrays out', () => {
    expect(toQueryString({ rows: [{ a: 1 }, { a: 2, b: [] }], none: [] })).toBe('rows[0][a]=1&rows[1][a]=2');
  });

  it('writes a date as ISO 8601 in the practice zone', () => {
    usePracticeTimeZone('America/New_York');
    expect(toQueryString({ at: new Date('2026-01-01T03:00:00Z') })).toBe('at=2025-12-31T22%3A00%3A00-05%3A00');
  });
});

describe('what the stand-in decodes is what the gateway meant', () => {
  const at = new Date('2026-01-01T03:00:00Z');
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['scalars', { page: 2, search: 'ann & lee = 100%', name: 'Zoë' }, { page: '2', search: 'ann & lee = 100%', name: 'Zoë' }],
    ['arrays', { status: [1, 2], codes: ['a', 'b c'] }, { status: ['1', '2'], codes: ['a', 'b c'] }],
    ['a one-item array', { status: [3] }, { status: ['3'] }],
    [
      'nested objects',
      { filter: { dob: { from: '2025-01-01', to: '2025-12-31' }, kinds: ['x'] } },
      { filter: { dob: { from: '2025-01-01', to: '2025-12-31' }, kinds: ['x'] } },
    ],
    [
      'arrays of objects',
      {
        user_agent: [
          { label: 'Browser', value: 'Chrome' },
          { label: 'OS', value: 'Linux' },
        ],
      },
      {
        user_agent: [
          { label: 'Browser', value: 'Chrome' },
          { label: 'OS', value: 'Linux' },
        ],
      },
    ],
    ['arrays of arrays', { grid: [[1, 2], [3]] }, { grid: [['1', '2'], ['3']] }],
    ['empty arrays (left out)', { ids: [], page: 1 }, { page: '1' }],
    ['null and undefined (left out)', { a: null, b: undefined, c: { d: null }, e: [1, null, 2] }, { e: ['1', '2'] }],
    ['booleans', { active: true, archived: false, flags: [true, false] }, { active: '1', archived: '0', flags: ['1', '0'] }],
    ['dates', { at, days: [at] }, { at: '2026-01-01T03:00:00Z', days: ['2026-01-01T03:00:00Z'] }],
  ];

  for (const [name, sent, decoded] of cases) {
    it(`${name}, in a query string`, () => {
      usePracticeTimeZone('UTC');
      expect(standInParse(toQueryString(sent))).toEqual(decoded);
    });

    it(`${name}, in a multipart form`, () => {
      usePracticeTimeZone('UTC');
      expect(standInParse(formAsQuery(sent))).toEqual(decoded);
    });
  }
});

describe('multipart forms', () => {
  const file = new UploadedFile('shot.png', 'image/png', Buffer.from([1, 2, 3]));

  it('names fields as the query string does and keeps files as files', () => {
    const fields = toFormFields({ subject: 'Hi', status: [1, 2], screenshot: file, user_agent: [{ label: 'Browser' }], urgent: false });
    expect(fields).toEqual([
      ['subject', 'Hi'],
      ['status[]', '1'],
      ['status[]', '2'],
      ['user_agent[0][label]', 'Browser'],
      ['urgent', '0'],
      ['screenshot', file],
    ]);
  });

  it('sends files with their name and type', async () => {
    const form = toFormData({ note: 'x', attachments: [file, file.renamed('b.png')] });
    const sent = form.getAll('attachments[]') as File[];
    expect(sent.map((f) => f.name)).toEqual(['shot.png', 'b.png']);
    expect(sent[0]!.type).toBe('image/png');
    expect(Buffer.from(await sent[0]!.arrayBuffer())).toEqual(Buffer.from([1, 2, 3]));
    expect(form.get('note')).toBe('x');
  });
});
