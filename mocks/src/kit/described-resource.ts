// What the practice API's description says of a standard resource, found by the schema's field names for its
// GraphQL type (Certification: certifications, certification, deletedCertifications, createCertification, ...):
// its calls, the fields a create takes and requires, which of them are numbers or booleans, and the list's filters.
import { practiceApiContract, snakeCase, type OpenApiDocument, type OpenApiOperation } from '@portal/schema/contract';
import type { EndpointSpec, HttpMethod } from './endpoint.js';
import type { Cast } from './input.js';
import type { Operation, ResourcePaths } from './types.js';

/** The usual method of each call; a described call with another one keeps its method. */
export const defaultMethods: Record<Operation, HttpMethod> = {
  list: 'GET',
  all: 'GET',
  detail: 'GET',
  create: 'POST',
  update: 'PUT',
  remove: 'DELETE',
  deleted: 'GET',
  restore: 'POST',
  permanentDelete: 'POST',
};

/** List parameters every paged list takes; the others come from the list's filter. */
const pagingParameters = new Set(['page', 'per_page', 'perPage', 'search', 'sort_by', 'sort_field_name']);

export interface DescribedResource {
  paths: ResourcePaths;
  /** The create body's fields, in order. */
  fillable: string[];
  /** The create body's required fields. */
  required: string[];
  /** The create body's integer, number and boolean fields. */
  casts: Record<string, Cast>;
  /** The list call's filter parameters, each compared with the field of its name. */
  filters: Record<string, string>;
  /** The export and import calls, when the schema declares them. */
  exportPath?: EndpointSpec;
  importPath?: EndpointSpec;
}

interface Found {
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
}

/** 'Agency' → 'Agencies', 'Class' → 'Classes', 'Diagnosis' → 'Diagnoses', 'Certification' → 'Certifications'. */
export function pluralOf(type: string): string {
  if (/is$/.test(type)) return `${type.slice(0, -2)}es`;
  if (/[^aeiou]y$/.test(type)) return `${type.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(type)) return `${type}es`;
  return `${type}s`;
}

const lowerFirst = (word: string) => word.charAt(0).toLowerCase() + word.slice(1);

/** The schema's field names of a resource's calls. */
export function standardFields(type: string, plural = pluralOf(type)): Record<Operation | 'export' | 'import', string[]> {
  return {
    list: [`Query.${lowerFirst(plural)}`],
    all: [`Query.all${plural}`, `Query.${lowerFirst(type)}List`, `Query.${lowerFirst(type)}Dropdown`],
    detail: [`Query.${lowerFirst(type)}`],
    deleted: [`Query.deleted${plural}`],
    create: [`Mutation.create${type}`],
    update: [`Mutation.update${type}`],
    remove: [`Mutation.delete${type}`],
    restore: [`Mutation.restore${type}`],
    permanentDelete: [`Mutation.permanentlyDelete${type}`],
    export: [`Query.export${plural}`, `Mutation.export${plural}`],
    import: [`Mutation.import${plural}`],
  };
}

function operationsByField(document: OpenApiDocument): Map<string, Found> {
  const found = new Map<string, Found>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const field of operation['x-graphql-fields']) found.set(field, { method: method.toUpperCase() as HttpMethod, path, operation });
    }
  }
  return found;
}

/** '/students/{studentId}/contacts' → 'students/{student_id}/contacts': the kit's paths name parameters in snake_case. */
export function kitPath(path: string): string {
  return path.replace(/^\/+/, '').replace(/\{(\w+)\}/g, (_, name: string) => `{${snakeCase(name)}}`);
}

function endpointOf(found: Found, defaultMethod: HttpMethod): EndpointSpec {
  const path = kitPath(found.path);
  return found.method === defaultMethod ? path : { method: found.method, path };
}

interface JsonSchemaLike {
  type?: string | string[];
  properties?: Record<string, JsonSchemaLike>;
  required?: string[];
}

function castOf(schema: JsonSchemaLike): Cast | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  return undefined;
}

function bodyOf(operation: OpenApiOperation | undefined): JsonSchemaLike | undefined {
  const content = (operation?.requestBody as { content?: Record<string, { schema?: JsonSchemaLike }> } | undefined)?.content;
  return content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
}

const cache = new WeakMap<OpenApiDocument, Map<string, Found>>();

/** What the description says of the resource of that GraphQL type. */
export function describedResource(type: string, plural?: string, document: OpenApiDocument = practiceApiContract().document): DescribedResource {
  let byField = cache.get(document);
  if (!byField) {
    byField = operationsByField(document);
    cache.set(document, byField);
  }
  const fields = standardFields(type, plural);
  const find = (names: string[]) => names.map((name) => byField.get(name)).find((found) => found !== undefined);
  const paths: ResourcePaths = {};
  for (const operation of Object.keys(defaultMethods) as Operation[]) {
    const found = find(fields[operation]);
    if (found) paths[operation] = endpointOf(found, defaultMethods[operation]);
  }
  const body = bodyOf(find(fields.create)?.operation);
  const properties = body?.properties ?? {};
  const casts: Record<string, Cast> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const cast = castOf(schema);
    if (cast) casts[name] = cast;
  }
  const filters: Record<string, string> = {};
  for (const parameter of (find(fields.list)?.operation.parameters ?? []) as { name: string; in: string }[]) {
    if (parameter.in === 'query' && !pagingParameters.has(parameter.name)) filters[parameter.name] = parameter.name;
  }
  const exported = find(fields.export);
  const imported = find(fields.import);
  return {
    paths,
    fillable: Object.keys(properties),
    required: [...(body?.required ?? [])],
    casts,
    filters,
    ...(exported ? { exportPath: endpointOf(exported, 'GET') } : {}),
    ...(imported ? { importPath: endpointOf(imported, 'POST') } : {}),
  };
}
