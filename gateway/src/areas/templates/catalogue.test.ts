// The templates, case documents and client portal calls the stand-in defines in the API's style, each declared by a
// field of the schema with its method and path; the stand-in answering each declared path is checked by the
// coverage test (src/rest/coverage.test.ts).
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../schema/build.js';

const calls = [
  'GET document-template',
  'GET document-template/{}',
  'POST document-template',
  'POST document-template/{}',
  'DELETE document-template/{}',
  'GET deleted-document-template',
  'POST restore-document-template',
  'POST permanent-delete-document-template',
  'POST document-template-placements/{}',
  'POST document-template-approve/{}',
  'GET template-merge-fields',
  'GET template-short-code',
  'GET template-short-code/{}',
  'POST template-short-code',
  'PUT template-short-code/{}',
  'DELETE template-short-code/{}',
  'GET deleted-template-short-code',
  'POST restore-template-short-code',
  'POST permanent-delete-template-short-code',
  'GET template-comment/{}',
  'POST template-comment',
  'GET template-preview/{}',
  'GET customer-agreement/{}',
  'POST customer-agreement',
  'GET case-document',
  'GET case-document/{}',
  'POST case-document',
  'PUT case-document/{}',
  'DELETE case-document/{}',
  'GET deleted-case-document',
  'POST restore-case-document',
  'POST permanent-delete-case-document',
  'GET case-document-template',
  'GET all-case-document-templates',
  'GET case-document-template/{}',
  'POST case-document-template',
  'PUT case-document-template/{}',
  'DELETE case-document-template/{}',
  'GET deleted-case-document-template',
  'POST restore-case-document-template',
  'POST permanent-delete-case-document-template',
  'POST client-portal-link',
  'GET client-portal/{}',
  'GET client-portal/{}/{}',
  'POST client-portal/{}/{}/sign',
];

describe('the templates, case documents and client portal calls', () => {
  it('are each declared by the schema with their method', () => {
    const { engine } = buildGatewaySchema();
    const declared = new Set([...engine.fields()].map((field) => `${field.spec.method} ${field.spec.path.replace(/\{[^}]+\}/g, '{}')}`));
    expect(calls.filter((call) => !declared.has(call))).toEqual([]);
  });
});
