// GraphQL types as the JSON Schema of what travels on the wire: records in the API's spelling, enum values in theirs,
// a nullable field either absent or null. Object types become named components, referenced where they appear.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { hasWire, isFilledElsewhere, wireNameOf } from './declarations.js';

export type JsonSchema = { [key: string]: unknown };

/** What each scalar is in a JSON body. */
const jsonScalars: Record<string, JsonSchema> = {
  ID: { type: ['string', 'integer'] },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  Date: { type: 'string', description: 'YYYY-MM-DD' },
  DateTime: { type: 'string', description: 'ISO 8601' },
  JSON: {},
  Upload: { type: 'string', contentMediaType: 'application/octet-stream' },
};

/** What each scalar is in a query string or a multipart form, where every value is text (booleans as 1 or 0). */
const formScalars: Record<string, JsonSchema> = {
  ...jsonScalars,
  ID: { type: 'string' },
  Int: { type: 'string', pattern: '^-?\\d+$' },
  Float: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
  Boolean: { type: 'string', enum: ['0', '1', 'true', 'false'] },
  JSON: {},
};

export function nullable(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0) return schema;
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'], ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
  if (Array.isArray(type)) return { ...schema, type: [...type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

export function componentRef(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}

/** Builds the schemas of answers and requests, collecting each record type once as a component. */
export class WireSchemas {
  readonly components: Record<string, JsonSchema> = {};

  constructor(private readonly schema: GraphQLSchema) {}

  /** A value the API answers, of a field's type. */
  answer(type: GraphQLOutputType): JsonSchema {
    if (isNonNullType(type)) return this.answerOf(type.ofType);
    return nullable(this.answerOf(type));
  }

  private answerOf(type: GraphQLOutputType): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.answer(type.ofType) };
    const named = getNamedType(type);
    if (isObjectType(named)) {
      this.record(named);
      return componentRef(named.name);
    }
    return this.leaf(named, jsonScalars);
  }

  private record(type: GraphQLNamedType): void {
    if (!isObjectType(type) || this.components[type.name]) return;
    const component: JsonSchema = { type: 'object' };
    this.components[type.name] = component;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      if (isFilledElsewhere(this.schema, field)) continue;
      const wire = wireNameOf(this.schema, field);
      properties[wire] = this.answer(field.type);
      if (isNonNullType(field.type)) required.push(wire);
    }
    if (type.description) component.description = type.description;
    component.properties = properties;
    if (required.length > 0) component.required = required;
  }

  /** A value the API receives: in a JSON body (`form` false) or as text in a query string or form. */
  input(type: GraphQLInputType, form: boolean): JsonSchema {
    if (isNonNullType(type)) return this.inputOf(type.ofType, form);
    return form ? this.inputOf(type, form) : nullable(this.inputOf(type, form));
  }

  private inputOf(type: GraphQLInputType, form: boolean): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.input(type.ofType, form) };
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      const { properties, required } = this.inputFields(named, form);
      return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
    }
    return this.leaf(named, form ? formScalars : jsonScalars);
  }

  /** The fields of an input object in the API's spelling, and which of them must be sent. */
  inputFields(type: GraphQLNamedType, form: boolean): { properties: Record<string, JsonSchema>; required: string[] } {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    if (!isInputObjectType(type)) return { properties, required };
    for (const field of Object.values(type.getFields())) {
      const wire = wireNameOf(this.schema, field);
      properties[wire] = this.input(field.type, form);
      if (mustBeSent(field, form)) required.push(wire);
    }
    return { properties, required };
  }

  private leaf(named: GraphQLNamedType, scalars: Record<string, JsonSchema>): JsonSchema {
    // An enum value travels as its @wire name, or as its GraphQL name when it has none.
    if (isEnumType(named))
      return { type: 'string', enum: named.getValues().map((value) => (hasWire(this.schema, value) ? wireNameOf(this.schema, value) : value.name)) };
    if (isScalarType(named)) return scalars[named.name] ?? {};
    return {};
  }
}

/**
 * Whether a value of this argument or input field is always in the request: non-null and without a default, and not
 * a file (files travel beside the form's fields) or, in a query string or form, a list (an empty one is left out).
 */
export function mustBeSent(node: { type: GraphQLInputType; defaultValue?: unknown }, form: boolean): boolean {
  if (!isNonNullType(node.type) || node.defaultValue !== undefined) return false;
  if (getNamedType(node.type).name === 'Upload') return false;
  return !(form && isListType(node.type.ofType));
}
