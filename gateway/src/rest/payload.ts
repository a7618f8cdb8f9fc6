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
import { camelCase } from './names.js';

interface ArgumentPlan {
  def: GraphQLArgument;
  /** An input object without @wire: its fields go into the payload itself. */
  spread: boolean;
  wire: string;
}

export class PayloadWriter {
  private readonly fieldNames = new WeakMap<object, Map<string, string>>();
  private readonly plans = new WeakMap<readonly GraphQLArgument[], readonly ArgumentPlan[]>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** One value of a given input type, in the API's spelling. */
  value(value: unknown, type: GraphQLInputType): unknown {
    if (value === null || value === undefined) return value;
    if (isNonNullType(type)) return this.value(value, type.ofType);
    if (isListType(type)) {
      const list = Array.isArray(value) ? value : [value];
      return list.map((item) => this.value(item, type.ofType));
    }
    // Enum arguments already carry the API's spelling: build.ts makes each value's internal value its @wire name.
    if (isEnumType(type)) return value;
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
    for (const { def, spread, wire } of this.plan(defs)) {
      if (skip.has(def.name)) continue;
      const value = args[def.name];
      if (value === undefined) continue;
      const written = this.value(value, def.type);
      if (spread) Object.assign(out, written);
      else out[wire] = written;
    }
    return out;
  }

  /** Where each argument goes, read from its directives once per field rather than on every call. */
  private plan(defs: readonly GraphQLArgument[]): readonly ArgumentPlan[] {
    let plan = this.plans.get(defs);
    if (!plan) {
      plan = defs.map((def) => ({
        def,
        spread: isInputObjectType(getNamedType(def.type)) && !isListType(stripNonNull(def.type)) && !hasWire(this.schema, def),
        wire: wireNameOf(this.schema, def),
      }));
      this.plans.set(defs, plan);
    }
    return plan;
  }

  /**
   * How the API's field names (camelCased, as errors.ts reports them) map back to the GraphQL names of the
   * arguments and spread input fields they were written from, for the names that differ.
   */
  errorKeys(defs: readonly GraphQLArgument[]): Map<string, string> {
    const keys = new Map<string, string>();
    const note = (wire: string, name: string) => {
      const reported = camelCase(wire);
      if (reported !== name) keys.set(reported, name);
    };
    for (const def of defs) {
      const named = getNamedType(def.type);
      if (isInputObjectType(named) && !hasWire(this.schema, def)) {
        for (const [name, wire] of this.inputWire(named)) note(wire, name);
      } else {
        note(wireNameOf(this.schema, def), def.name);
      }
    }
    return keys;
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
}

function stripNonNull(type: GraphQLInputType): GraphQLInputType {
  return isNonNullType(type) ? type.ofType : type;
}
