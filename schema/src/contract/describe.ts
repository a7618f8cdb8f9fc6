// The OpenAPI 3.1 description of the practice API, derived from the schema: every @rest field is a call, its
// arguments the call's parameters or body, its type the answer. A call served by several fields is described once:
// it takes any of their arguments and answers what one of them reads (which one, its arguments decide).
import { buildSchema, getNamedType, parse, isNonNullType, isObjectType, type GraphQLArgument, type GraphQLField, type GraphQLSchema } from 'graphql';
import { isComputed, isSpread, restOf, wireNameOf, type RestSpec } from './declarations.js';
import { componentRef, mustBeSent, nullable, WireSchemas, type JsonSchema } from './json-schema.js';

export interface OpenApiOperation {
  /** The schema file (the area) that declares the call. */
  tags?: string[];
  operationId: string;
  summary: string;
  description?: string;
  'x-graphql-fields': string[];
  parameters: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const errorBody: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

/** The error answers every call may give, as the gateway reads them. */
const errorResponses: Record<string, JsonSchema> = {
  BadRequest: { description: 'The request was refused as a whole.', content: { 'application/json': { schema: componentRef('Error') } } },
  Unauthenticated: { description: 'No token, or a token no longer valid.', content: { 'application/json': { schema: componentRef('Error') } } },
  Forbidden: {
    description: 'The signed-in user lacks the permission the call needs.',
    content: { 'application/json': { schema: componentRef('Error') } },
  },
  NotFound: { description: 'No record of that id, or no such route.', content: { 'application/json': { schema: componentRef('Error') } } },
  Invalid: {
    description: 'Field errors: `errors` maps each field, in the API spelling, to its messages.',
    content: { 'application/json': { schema: componentRef('Error') } },
  },
  ServerError: { description: 'The API failed.', content: { 'application/json': { schema: componentRef('Error') } } },
};

const errorStatuses = { 400: 'BadRequest', 401: 'Unauthenticated', 403: 'Forbidden', 404: 'NotFound', 422: 'Invalid', 500: 'ServerError' } as const;

/** Which statuses a call may answer besides its success: the ones the gateway turns into its errors. */
export const documentedErrorStatuses: readonly number[] = Object.keys(errorStatuses).map(Number);

interface Served {
  coordinate: string;
  field: GraphQLField<unknown, unknown>;
  spec: RestSpec;
}

/** One area of the schema: its file's name (`students`) and its SDL. */
export interface SchemaArea {
  name: string;
  sdl: string;
}

export function describePracticeApi(areas: readonly SchemaArea[], version: string): OpenApiDocument {
  const schema = buildSchema(areas.map((area) => area.sdl).join('\n'));
  const areaOf = fieldAreas(areas);
  const wire = new WireSchemas(schema);
  wire.components.Error = errorBody;
  wire.components.SessionExpired = {
    type: 'object',
    description: 'Whatever the HTTP status, a body whose `status` is 302 means the session is gone.',
    required: ['status'],
    properties: { status: { const: 302 }, message: { type: 'string' } },
  };
  const paginator = pageInfoSchema(schema, wire);

  const calls = new Map<string, Served[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const spec = restOf(schema, field);
      if (!spec) continue;
      const key = `${spec.method} ${spec.path.replace(/\{[^}]+\}/g, '{}')}`;
      calls.set(key, [...(calls.get(key) ?? []), { coordinate: `${type.name}.${field.name}`, field, spec }]);
    }
  }

  const paths: OpenApiDocument['paths'] = {};
  for (const served of [...calls.values()].sort((a, b) => a[0]!.spec.path.localeCompare(b[0]!.spec.path))) {
    const { spec } = served[0]!;
    const path = `/${spec.path}`;
    paths[path] ??= {};
    paths[path][spec.method.toLowerCase()] = {
      tags: [areaOf.get(served[0]!.coordinate) ?? 'common'],
      ...operationOf(schema, wire, paginator, served),
    };
  }

  const usedTags = new Set(Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((operation) => operation.tags ?? [])));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Practice API',
      version,
      description:
        'The REST API of the practice, as the portal calls it. Generated from the GraphQL schema: each call is declared once, by the ' +
        "`@rest` field that serves it. Names are the API's (snake_case, or `@wire`); answers may hold more fields than listed. " +
        "Lists answer Laravel's paginator (or, for a few calls, a bare array). A body whose `status` is 302, whatever the HTTP " +
        'status, means the session has expired (see the `SessionExpired` schema).',
    },
    servers: [{ url: '/api' }],
    tags: areas.map((area) => ({ name: area.name, description: areaSummary(area.sdl) })).filter((tag) => usedTags.has(tag.name)),
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas: wire.components,
      responses: errorResponses,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token the login call answers.' } },
    },
  };
}

function pageInfoSchema(schema: GraphQLSchema, wire: WireSchemas): JsonSchema {
  const pageInfo = schema.getType('PageInfo');
  if (!isObjectType(pageInfo)) return { type: 'object' };
  wire.answer(pageInfo);
  return componentRef('PageInfo');
}

function operationOf(schema: GraphQLSchema, wire: WireSchemas, paginator: JsonSchema, served: Served[]): OpenApiOperation {
  const first = served[0]!;
  const { spec } = first;
  const placeholders = [...spec.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const bodyless = spec.method === 'GET' || spec.method === 'DELETE';
  const parameters: JsonSchema[] = placeholders.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const properties: Record<string, JsonSchema> = {};
  // What every field serving the call sends is required; what only some send is optional.
  let required: Set<string> | undefined;
  for (const { field } of served) {
    const sent = new Set<string>();
    for (const arg of field.args) {
      if (placeholders.includes(arg.name) || placeholders.includes(wireNameOf(schema, arg))) continue;
      collectArgument(schema, wire, arg, bodyless || spec.multipart, properties, sent);
    }
    required = required ? new Set([...required].filter((name) => sent.has(name))) : sent;
  }
  required ??= new Set();
  for (const name of placeholders) required.delete(name);
  if (bodyless) {
    for (const [name, schemaOf] of Object.entries(properties)) {
      parameters.push({
        name,
        in: 'query',
        ...(required.has(name) && { required: true }),
        schema: schemaOf,
        ...(schemaOf.type === 'object' && { style: 'deepObject', explode: true }),
      });
    }
  }
  const descriptions = served.map(({ field }) => field.description).filter((text): text is string => Boolean(text));
  const answers = served.map((each) => answerOf(schema, wire, paginator, each));
  const success = answers.length === 1 ? answers[0]! : { anyOf: answers };
  const operation: OpenApiOperation = {
    operationId: first.coordinate,
    // Without a description, the GraphQL fields that make the call say what it is for.
    summary: descriptions[0]?.split('\n')[0] ?? served.map(({ coordinate }) => coordinate).join(', '),
    ...(descriptions.length > 0 && { description: descriptions.join('\n\n') }),
    'x-graphql-fields': served.map(({ coordinate }) => coordinate),
    parameters,
    responses: {
      200: { description: 'Success.', content: { 'application/json': { schema: success } } },
      ...Object.fromEntries(Object.entries(errorStatuses).map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }])),
    },
  };
  if (!bodyless) {
    const body: JsonSchema = { type: 'object', properties, ...(required.size > 0 && { required: [...required] }), additionalProperties: false };
    operation.requestBody = {
      required: required.size > 0,
      content: { [spec.multipart ? 'multipart/form-data' : 'application/json']: { schema: body } },
    };
  }
  return operation;
}

/** An argument's place in the call: spread into the payload, or under its wire name. */
function collectArgument(
  schema: GraphQLSchema,
  wire: WireSchemas,
  arg: GraphQLArgument,
  form: boolean,
  properties: Record<string, JsonSchema>,
  required: Set<string>,
): void {
  if (isSpread(schema, arg)) {
    const fields = wire.inputFields(getNamedType(arg.type), form);
    Object.assign(properties, fields.properties);
    if (isNonNullType(arg.type)) for (const name of fields.required) required.add(name);
    return;
  }
  const name = wireNameOf(schema, arg);
  properties[name] = wire.input(arg.type, form);
  if (mustBeSent(arg, form)) required.add(name);
}

/** What the call answers for one field: its value at the unwrap path, shaped as the gateway reads it. */
function answerOf(schema: GraphQLSchema, wire: WireSchemas, paginator: JsonSchema, { field, spec }: Served): JsonSchema {
  // The gateway reshapes this answer itself: only that it is JSON is known here.
  if (isComputed(schema, field)) return {};
  const named = getNamedType(field.type);
  let value: JsonSchema;
  if (named.name === 'MutationResult') {
    return { type: 'object', properties: { message: nullable({ type: 'string' }) } };
  } else if (isObjectType(named) && named.getFields().pageInfo && named.getFields().nodes) {
    const row = wire.answer(named.getFields().nodes!.type);
    value = {
      anyOf: [row, { allOf: [paginator, { type: 'object', required: ['data'], properties: { data: row } }] }],
    };
  } else {
    value = wire.answer(field.type);
  }
  return wrapAt(spec.unwrap, value);
}

/** The body holding `value` at a dot path: every level present, as the gateway requires. */
function wrapAt(path: string, value: JsonSchema): JsonSchema {
  if (path === '') return value;
  return path
    .split('.')
    .reverse()
    .reduce((inner, key) => ({ type: 'object', required: [key], properties: { [key]: inner } }), value);
}

/** Which area declares each field: the file its type or its `extend type` is written in. */
function fieldAreas(areas: readonly SchemaArea[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const area of areas) {
    for (const definition of parse(area.sdl).definitions) {
      if (!('fields' in definition) || !definition.fields || !('name' in definition) || !definition.name) continue;
      for (const field of definition.fields) found.set(`${definition.name.value}.${field.name.value}`, area.name);
    }
  }
  return found;
}

/** An area file's opening comment, as one paragraph. */
function areaSummary(sdl: string): string {
  const lines: string[] = [];
  for (const line of sdl.split('\n')) {
    if (!line.startsWith('#')) break;
    lines.push(line.replace(/^#\s?/, ''));
  }
  return lines.join(' ').trim();
}
