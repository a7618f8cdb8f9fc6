// The intake form calls of the practice API's catalogue, which the form builder, the intake form lists, the
// student's intake forms and the public guest page use, each declared by a field of the schema with its method and
// path. A call listed here and missing from the schema fails, named; the stand-in answering each declared path is
// checked by the coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const forms: Call[] = [
  'GET intake-form',
  'POST intake-form',
  'GET intake-form/{}',
  'PUT intake-form/{}',
  'DELETE intake-form/{}',
  'POST intake-form-clone',
  'GET all-intake-forms',
  'GET intake-form-preview/{}',
];

const sentForms: Call[] = [
  'POST student-intake-form',
  'PUT student-intake-form/{}',
  'GET student-intake-form-list/{}',
  'GET student-intake-form/{}',
  'POST student-intake-form-export',
  'POST check-intake-form-status',
  'POST update-intake-form-status',
];

// The guest page's calls: its token stands in the path where the catalogue says {id}.
const guest: Call[] = ['GET student-intake-form-show/{}', 'POST student-intake-form-update/{}'];

describe('the intake form calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['the forms the builder makes', forms],
    ['the forms sent to families', sentForms],
    ['the guest intake page', guest],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
