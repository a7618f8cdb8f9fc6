// The auto-generated notes and fax calls of the practice API's catalogue, each declared by a field of the schema with
// its method and path as the API spells them. A call listed here and missing from the schema fails, named; the
// stand-in answering each declared path is checked by the coverage test.
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../schema/build.js';

type Call = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

const autoNotes: Call[] = [
  'POST auto-generate-session-notes',
  'POST auto-generate-session-notes-export',
  'POST auto-generate-session-notes-import',
  'GET session-form-template-report-queues',
  'DELETE session-form-template-report-queues/{}',
  'GET session-form-template-merged-reports',
  'DELETE session-form-template-merged-reports/{}',
  'GET session-form-template-pending',
  'POST merge-session-form-template-reports',
  'POST regenerate-session',
  'POST generate-s3-url',
  'POST session-report-pdf-merge',
];

const fax: Call[] = [
  'GET fax-recipients',
  'GET fax-recipients/{}',
  'POST fax-recipients',
  'PUT fax-recipients/{}',
  'DELETE fax-recipients/{}',
  'POST send-fax',
  'GET sent-fax-list',
  'DELETE delete-fax/{}',
  'DELETE cancel-fax/{}',
  'GET fax-download/{}',
  'GET fax-session-report/{}',
];

function declaredCalls(): Set<string> {
  const { engine } = buildGatewaySchema();
  return new Set([...engine.fields()].map((field) => `${field.spec.method} ${field.spec.path.replace(/\{[^}]+\}/g, '{}')}`));
}

describe('the auto-generated notes and fax calls of the catalogue', () => {
  const declared = declaredCalls();

  it.each([
    ['auto-generated notes, the queue, merged reports and pending target data', autoNotes],
    ['fax', fax],
  ])('the schema declares every call of %s', (_area, calls) => {
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
