// The eligibility calls of the practice API's catalogue (enrolment, the Leta constants, checks, batches), each
// declared by a field of the schema with its method and path. The catalogue names the calls (list, create, assign,
// remove, store, resend, upload) but not their paths below each resource: those are the schema's, in the API's style.
// A call listed here and missing from the schema fails, named; the stand-in answering each declared path is checked
// by the coverage test beside this one.
import { describe, expect, it } from 'vitest';
import { declaredCalls, type CatalogueCall as Call } from './declared-calls.js';

const enrolment: Call[] = [
  'GET eligibility/enrolment',
  'POST eligibility/enrolment',
  'GET eligibility/enrolment/check/{}',
  'POST eligibility/enrolment/resend/{}',
];

const letaConstants: Call[] = ['service-types', 'leta-payers'].flatMap((list): Call[] => [
  `GET eligibility/leta-constants/${list}`,
  `POST eligibility/leta-constants/${list}/assign`,
  `POST eligibility/leta-constants/${list}/remove`,
]);

const checks: Call[] = ['GET eligibility/check', 'POST eligibility/check', 'POST eligibility/check/resend/{}'];

const batches: Call[] = ['GET eligibility/batch', 'POST eligibility/batch/upload'];

describe('the eligibility calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['enrolment: list, create, check, resend', enrolment],
    ['the Leta constants: service types and clearing-house funders, list, assign, remove', letaConstants],
    ['checks: list, store, resend', checks],
    ['batches: list, upload', batches],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
