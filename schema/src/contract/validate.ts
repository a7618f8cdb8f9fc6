// Holds calls and answers to the practice API's description: which call a request is, and where a request or an
// answer disagrees with what the description says of it, as short readable findings.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from './json-schema.js';
import { documentedErrorStatuses, type OpenApiDocument, type OpenApiOperation } from './describe.js';

export interface Call {
  method: string;
  /** Below the API root, without the query string: `certifications/3`. */
  path: string;
}

export interface DescribedCall {
  /** `GET certifications/{id}` */
  name: string;
  operation: OpenApiOperation;
}

interface Route {
  method: string;
  pattern: RegExp;
  call: DescribedCall;
}

type Side = 'query' | 'body' | 'answer' | 'error' | 'expired';

export class Contract {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ allErrors: false, strict: false, validateFormats: false });
    this.ajv.addSchema({ $id: 'practice-api', components: document.components });
    for (const [path, operations] of Object.entries(document.paths)) {
      // A placeholder matches one path segment; fixed segments are tried first, so `students/export` is not `students/{id}`.
      const pattern = new RegExp(
        `^${path
          .slice(1)
          .replace(/[.+?^$()|[\]\\]/g, '\\$&')
          .replace(/\{[^}]+\}/g, '[^/]+')}$`,
      );
      for (const [method, operation] of Object.entries(operations)) {
        this.routes.push({ method: method.toUpperCase(), pattern, call: { name: `${method.toUpperCase()} ${path.slice(1)}`, operation } });
      }
    }
    this.routes.sort((a, b) => placeholderCount(a.call.name) - placeholderCount(b.call.name));
  }

  /** The described call a request is, or undefined when the description has no such call. */
  find({ method, path }: Call): DescribedCall | undefined {
    const bare = path.replace(/^\/+/, '').replace(/\/+$/, '');
    return this.routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(bare))?.call;
  }

  /** Where a request's query or body disagrees with the call's parameters. */
  checkRequest(call: DescribedCall, query: unknown, body: unknown): string[] {
    const findings = this.check(call, 'query', () => querySchema(call.operation), query ?? {});
    const content = (call.operation.requestBody?.content ?? {}) as Record<string, { schema: JsonSchema }>;
    const [media] = Object.values(content);
    if (media) findings.push(...this.check(call, 'body', () => media.schema, body ?? {}));
    return findings;
  }

  /** Where an answer disagrees with what the call answers with that status. */
  checkAnswer(call: DescribedCall, status: number, body: unknown): string[] {
    if (isRecord(body) && Number(body.status) === 302) return this.check(call, 'expired', () => componentSchema('SessionExpired'), body);
    if (status >= 200 && status < 300) {
      const success = call.operation.responses['200'] as { content: Record<string, { schema: JsonSchema }> };
      return this.check(call, 'answer', () => success.content['application/json']!.schema, body);
    }
    if (!documentedErrorStatuses.includes(status)) return [`${call.name} answered ${status}, a status the description does not give it`];
    return this.check(call, 'error', () => componentSchema('Error'), body);
  }

  /** Validators are compiled on a call's first use: a test run meets a few hundred of the thousand calls. */
  private check(call: DescribedCall, side: Side, schemaOf: () => JsonSchema, value: unknown): string[] {
    const key = `${call.name}#${side}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(inDocument(schemaOf()));
      this.validators.set(key, validate);
    }
    if (validate(value)) return [];
    const where = side === 'query' || side === 'body' ? side : 'answer';
    return [`${call.name} ${where}: ${describeError(mostTelling(validate.errors ?? []), value)}`];
  }
}

function placeholderCount(name: string): number {
  return (name.match(/\{/g) ?? []).length;
}

function componentSchema(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** A schema compiled on its own, its references pointing into the description's components. */
function inDocument(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"practice-api#/components/')) as JsonSchema;
}

/** The query parameters as one object, the way the API's framework reads a query string. */
function querySchema(operation: OpenApiOperation): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    properties[String(parameter.name)] = parameter.schema as JsonSchema;
    if (parameter.required) required.push(String(parameter.name));
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
}

/** Of the errors of a failed match (several, where an answer may take one of two shapes), the deepest. */
function mostTelling(errors: ErrorObject[]): ErrorObject | undefined {
  return errors
    .filter((error) => error.keyword !== 'anyOf' && error.keyword !== 'allOf')
    .reduce<ErrorObject | undefined>((best, error) => (!best || error.instancePath.length > best.instancePath.length ? error : best), undefined);
}

function describeError(error: ErrorObject | undefined, value: unknown): string {
  if (!error) return 'does not match the description';
  const at = fieldPath(error.instancePath);
  if (error.keyword === 'required') return `${join(at, String(error.params.missingProperty))} is missing`;
  if (error.keyword === 'additionalProperty' || error.keyword === 'additionalProperties') {
    return `${join(at, String(error.params.additionalProperty))} is not described`;
  }
  return `${at || 'the body'} ${error.message ?? 'is wrong'} (got ${JSON.stringify(valueAt(value, error.instancePath))?.slice(0, 60)})`;
}

/** `/data/0/name` as `data[0].name`. */
function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function valueAt(value: unknown, pointer: string): unknown {
  let at = value;
  for (const part of pointer.split('/').slice(1)) at = isRecord(at) || Array.isArray(at) ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
