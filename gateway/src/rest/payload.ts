// Turns a field's GraphQL arguments into what the API receives: names in the API's spelling, enum values in its
// spelling, input objects spread (or nested under an argument's @wire name).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { hasWire, wireNameOf } from './directives.js';

export class PayloadWriter {
  private readonly fieldNames = new WeakMap<object, Map<string, string>>();
  private readonly enumNames = new WeakMap<object, Map<string, string>>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** One value of a given input type, in the API's spelling. */
  value(value: unknown, type: GraphQLInputType): unknown {
    if (value === null || value === undefined) return value;
    if (isNonNullType(type)) return this.value(value, type.ofType);
    if (isListType(type)) {
      const list = Array.isArray(value) ? value : [value];
      return list.map((item) => this.value(item, type.ofType));
    }
    if (isEnumType(type)) return this.enumWire(type).get(String(value)) ?? value;
    if (isInputObjectType(type)) {
      const fields = type.getFields();
      const names = this.inputWire(type);
      const out: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
        const field = fields[name];
        if (!field || inner === undefined) continue;
        out[names.get(name)!] = this.value(inner, field.type);
      }
      return out;
    }
    return value;
  }

  /**
   * The arguments other than path placeholders, merged into one object. An argument of an input-object type without
   * @wire is spread into it; any other is set under its wire name.
   */
  args(defs: readonly GraphQLArgument[], args: Record<string, unknown>, skip: ReadonlySet<string>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const def of defs) {
      if (skip.has(def.name)) continue;
      const value = args[def.name];
      if (value === undefined) continue;
      const wire = this.value(value, def.type);
      if (isInputObjectType(getNamedType(def.type)) && !isListType(stripNonNull(def.type)) && !hasWire(this.schema, def)) {
        Object.assign(out, wire);
      } else {
        out[wireNameOf(this.schema, def)] = wire;
      }
    }
    return out;
  }

  private inputWire(type: ReturnType<typeof getNamedType> & object): Map<string, string> {
    let names = this.fieldNames.get(type);
    if (!names) {
      names = new Map();
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) names.set(field.name, wireNameOf(this.schema, field));
      }
      this.fieldNames.set(type, names);
    }
    return names;
  }

  private enumWire(type: ReturnType<typeof getNamedType> & object): Map<string, string> {
    let names = this.enumNames.get(type);
    if (!names) {
      names = new Map();
      if (isEnumType(type)) {
        for (const value of type.getValues()) {
          names.set(value.name, hasWire(this.schema, value) ? wireNameOf(this.schema, value) : value.name);
        }
      }
      this.enumNames.set(type, names);
    }
    return names;
  }
}

function stripNonNull(type: GraphQLInputType): GraphQLInputType {
  return isNonNullType(type) ? type.ofType : type;
}
