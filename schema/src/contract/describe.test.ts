// The description derived from the schema: a valid OpenAPI 3.1 document, each call as the gateway makes it.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { schemaFiles } from '@portal/schema';
import { describePracticeApi, type OpenApiOperation } from './describe.js';
import { Contract } from './validate.js';

const document = describePracticeApi(
  schemaFiles().map((file) => ({ name: basename(file, '.graphql'), sdl: readFileSync(file, 'utf8') })),
  '0.0.0',
);
const operation = (method: string, path: string): OpenApiOperation => document.paths[`/${path}`]![method]!;
const body = (op: OpenApiOperation) => Object.values(op.requestBody!.content as Record<string, { schema: Record<string, unknown> }>)[0]!.schema;

describe('the practice API description', () => {
  it('is a valid OpenAPI 3.1 document holding every call the schema declares', async () => {
    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const calls = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(calls).toBeGreaterThan(950);
  });

  it('describes a list call: its query parameters in the API spelling, and a paginator or a bare array of records', () => {
    const list = operation('get', 'certifications');
    expect(list['x-graphql-fields']).toEqual(['Query.certifications']);
    expect(list.tags).toEqual(['certifications']);
    expect(document.tags.find((tag) => tag.name === 'certifications')?.description).toMatch(/^Certifications: the credentials staff hold/);
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'sort_field_name', 'issuing_body']),
    );
    const answer = JSON.stringify(list.responses['200']);
    expect(answer).toContain('#/components/schemas/PageInfo');
    expect(document.components.schemas.Certification).toMatchObject({
      required: ['id', 'name'],
      properties: { issuing_body: { type: ['string', 'null'] }, validity_months: { type: ['integer', 'null'] } },
    });
  });

  it('describes a write: its JSON body, what must be sent, and nothing else', () => {
    expect(body(operation('post', 'certifications'))).toMatchObject({ required: ['name'], additionalProperties: false });
    expect(operation('put', 'certifications/{id}').parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    // A call two fields make takes either's arguments and requires only what both send.
    expect(operation('post', 'student-authorization')['x-graphql-fields']).toHaveLength(2);
    expect(body(operation('post', 'student-authorization')).required).not.toContain('copy_from_id');
  });

  it('leaves out of the answers what the gateway fills itself, and spells enum values as the API does', () => {
    expect(Object.keys((document.components.schemas.Student as { properties: object }).properties)).not.toContain('authorizations');
    const sortBy = operation('get', 'certifications').parameters.find((parameter) => parameter.name === 'sort_by');
    expect(sortBy?.schema).toEqual({ type: 'string', enum: ['asc', 'desc'] });
    // Without @wire, a value travels under its GraphQL name.
    expect(document.components.schemas.AppointmentCancellation).toMatchObject({
      properties: { type: { type: 'string', enum: ['LATE_CANCEL', 'NO_SHOW', 'CANCELLED_BY_STAFF', 'CANCELLED_BY_FAMILY'] } },
    });
  });
});

describe('the contract held to answers', () => {
  const contract = new Contract(document);
  const detail = contract.find({ method: 'GET', path: 'certifications/12' })!;

  it('finds the call a request is, fixed segments before placeholders', () => {
    expect(detail.name).toBe('GET certifications/{id}');
    expect(contract.find({ method: 'GET', path: 'no-such-call' })).toBeUndefined();
  });

  it('names the field that disagrees', () => {
    expect(contract.checkAnswer(detail, 200, { data: { id: 12, name: 'RBT' } })).toEqual([]);
    expect(contract.checkAnswer(detail, 200, { data: { id: 12 } })).toEqual(['GET certifications/{id} answer: data.name is missing']);
    expect(contract.checkAnswer(detail, 200, { data: { id: 12, name: 'RBT', validity_months: 'twelve' } })).toEqual([
      'GET certifications/{id} answer: data.validity_months must be integer,null (got "twelve")',
    ]);
    expect(contract.checkAnswer(detail, 418, {})).toEqual(['GET certifications/{id} answered 418, a status the description does not give it']);
    expect(contract.checkAnswer(detail, 200, { status: 302, message: 'Session expired' })).toEqual([]);
  });
});
