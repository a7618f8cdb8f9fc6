// The mocked value of any field: records are identified by type and id (so `student(id: 3)` and the third student of
// the list are the same student), pages honour `page` and `perPage`, id fields point at records that exist, a
// record's own lists carry its id (a student's authorizations have its `studentId`), and scalars come from
// values.ts, drawn by place: type, record and field.
import {
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { derivedRule, filteredLists } from './derived.js';
import { failureError, failureScenarios } from './failures.js';
import { kindOf, type SchemaShape } from './shape.js';
import { scalarValue } from './values.js';
import { ownedRecordCount, type World } from './world.js';

type Args = Record<string, unknown>;
type AnyField = GraphQLField<unknown, unknown>;

/** One field asked of one object: where a value is mocked. */
export interface FieldCall {
  source: MockedObject;
  type: GraphQLObjectType;
  field: AnyField;
  args: Args;
  /** The object's key (a record's id, else where it sits). */
  key: string;
  /** A field of Query or Mutation. */
  root: boolean;
}

/** Where a mocked object comes from: its type, its key (a record's id) and the world it belongs to. */
export const mockedOrigin = Symbol('mocked origin');

export interface Origin {
  type: string;
  key: string;
  world: World;
}

export type MockedObject = Record<string, unknown> & { [mockedOrigin]?: Origin };

/** Arguments that page a list: a PageInput (`page: { page, perPage }`) or `page` and `perPage` themselves. */
function pagingOf(args: Args): { page: number; perPage: number } {
  const input = typeof args.page === 'object' && args.page !== null ? (args.page as Args) : args;
  const whole = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : fallback);
  return { page: whole(input.page, 1), perPage: whole(input.perPage, 50) };
}

const numericId = (id: unknown): number => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** The records an owner holds in one list: owner 1 has ids 1–4, owner 2 has 5–8, and so on. */
function ownedIds(ownerId: unknown, count: number): string[] {
  const first = (numericId(ownerId) - 1) * ownedRecordCount;
  return Array.from({ length: Math.min(count, ownedRecordCount) }, (_v, i) => String(first + i + 1));
}

const ownerOfId = (id: unknown): string => String(Math.ceil(numericId(id) / ownedRecordCount));

/** The ids of a type's records: 1 to count. */
const allIds = (count: number): string[] => Array.from({ length: count }, (_v, i) => String(i + 1));

function record(world: World, type: string, id: string, presets: Args = {}): MockedObject {
  return { [mockedOrigin]: { type, key: id, world }, id, ...presets, ...world.fixedValues(type, id) };
}

export class Mocker {
  constructor(
    private readonly shape: SchemaShape,
    readonly world: World,
  ) {}

  /** A field's value on an object: the object's own, else the mock. */
  read(source: MockedObject, type: GraphQLObjectType, name: string, key: string): unknown {
    const own = source[name];
    if (own !== undefined) return own;
    const field = type.getFields()[name];
    return field ? this.value({ source, type, field, args: {}, key, root: false }) : undefined;
  }

  value(call: FieldCall): unknown {
    const { source, type, field, key } = call;
    const { named, list } = kindOf(field);
    if (isObjectType(named) || isAbstractType(named)) return this.objectValue(call);
    const place = `${type.name}.${field.name}#${key}`;
    if (isEnumType(named)) {
      const values = named.getValues().map((v) => v.value as unknown);
      const pick = (at: string) => this.world.fakerAt(at).helpers.arrayElement(values);
      return list ? [pick(`${place}#0`)] : pick(place);
    }
    if (field.name === 'id') return source[mockedOrigin]?.key ?? key;
    if (named.name === 'ID' && /Ids?$/.test(field.name)) return this.referenceIds(source, type, field.name, list, place);
    const sibling = (name: string) => this.read(source, type, name, key);
    const rule = derivedRule(field.name, (name) => Boolean(type.getFields()[name]));
    if (rule) return rule.value(sibling, this.world.today);
    const valueAt = (at: string) =>
      scalarValue(named.name, {
        faker: this.world.fakerAt(at),
        type: type.name,
        field: field.name,
        description: field.description ?? undefined,
        today: this.world.today,
        sibling,
      });
    return list ? [valueAt(`${place}#0`), valueAt(`${place}#1`)] : valueAt(place);
  }

  /** `agencyId`, `funderIds`: ids of records that exist; a record's owner field: its owner's id. */
  private referenceIds(source: MockedObject, type: GraphQLObjectType, name: string, list: boolean, place: string): unknown {
    const ownerType = this.shape.ownerFields(type.name).get(name);
    const origin = source[mockedOrigin];
    if (ownerType && origin) return list ? [ownerOfId(origin.key)] : ownerOfId(origin.key);
    const target = this.shape.referenceTarget(type, name);
    const count = this.world.count(target ?? ownerType ?? name);
    if (count === 0) return list ? [] : null;
    return list ? this.someIds(place, count) : String(this.world.fakerAt(place).number.int({ min: 1, max: count }));
  }

  /** Two ids of records that exist (fewer if there are not two), chosen by place. */
  private someIds(place: string, count: number): string[] {
    return this.world.fakerAt(place).helpers.arrayElements(allIds(count), Math.min(2, count));
  }

  private objectValue(call: FieldCall): unknown {
    const { source, type, field, args, key, root } = call;
    const rule = derivedRule(field.name, (name) => Boolean(type.getFields()[name]));
    if (rule) return rule.value((name) => this.read(source, type, name, key), this.world.today);
    const { named, list } = kindOf(field);
    const concrete = this.concreteType(named, `${type.name}.${field.name}#${key}`);
    const pageNode = this.shape.pageNode(concrete);
    if (pageNode) return this.page(call, pageNode);
    if (field.name === 'pageInfo' && Array.isArray(source.nodes)) {
      const total = source.nodes.length;
      return { total, currentPage: 1, lastPage: 1, perPage: Math.max(total, 1), from: total ? 1 : null, to: total || null };
    }
    if (!this.shape.isRecord(concrete)) {
      // Not a record: keyed by where it sits, three of them in a list.
      const at = (place: string): MockedObject => ({ [mockedOrigin]: { type: concrete, key: place, world: this.world } });
      const place = `${key}/${field.name}`;
      if (list) return [0, 1, 2].map((i) => at(`${place}/${i}`));
      return root ? { ...at(place), ...this.argumentPresets(field, args, concrete) } : at(place);
    }
    if (list) return this.recordList(call, concrete);
    const id = this.singleId(call, concrete);
    if (id === null) return null;
    return record(this.world, concrete, id, root ? this.echoedInput(field, args, concrete) : {});
  }

  /** One of the types an interface or union may be, chosen by place. */
  private concreteType(named: GraphQLNamedType, place: string): string {
    if (!isAbstractType(named)) return named.name;
    const possible = this.shape.schema
      .getPossibleTypes(named)
      .map((t) => t.name)
      .sort();
    return this.world.fakerAt(place).helpers.arrayElement(possible);
  }

  /** The owner a list of records belongs to: its parent record, or a root field's argument naming the owner's id. */
  private ownerOf(source: MockedObject, type: GraphQLObjectType, args: Args, root: boolean, node: string): { field: string; id: string } | undefined {
    const owners = this.shape.ownerFields(node);
    if (root) {
      for (const ownerField of owners.keys()) {
        if (args[ownerField] !== undefined && args[ownerField] !== null) return { field: ownerField, id: String(args[ownerField]) };
      }
      return undefined;
    }
    const ownerField = this.shape.ownerFieldIn(node, type.name);
    const origin = source[mockedOrigin];
    const id = origin?.key ?? source.id;
    if (!ownerField || owners.get(ownerField) !== type.name || id === undefined) return undefined;
    return { field: ownerField, id: String(id) };
  }

  private page(call: FieldCall, node: string): MockedObject {
    const { source, type, field, args, root } = call;
    const { page, perPage } = pagingOf(args);
    const owner = this.ownerOf(source, type, args, root, node);
    const count = this.world.count(node);
    const all = owner ? ownedIds(owner.id, count) : undefined;
    const total = all ? all.length : count;
    const start = (page - 1) * perPage;
    const size = Math.max(0, Math.min(perPage, total - start));
    const ids = (all ?? allIds(total)).slice(start, start + size);
    const presets = { ...this.argumentPresets(field, args, node), ...(owner && { [owner.field]: owner.id }) };
    return {
      pageInfo: {
        total,
        currentPage: page,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
        perPage,
        from: size ? start + 1 : null,
        to: size ? start + size : null,
      },
      nodes: ids.map((id) => record(this.world, node, id, presets)),
    };
  }

  private recordList(call: FieldCall, node: string): unknown[] {
    const { source, type, field, args, key, root } = call;
    const filtered = filteredLists[field.name];
    const nodeType = this.shape.objectType(node);
    if (filtered && nodeType && type.getFields()[filtered.from]) {
      const from = this.read(source, type, filtered.from, key);
      return (Array.isArray(from) ? (from as MockedObject[]) : []).filter((item) =>
        Boolean(this.read(item, nodeType, filtered.where, item[mockedOrigin]?.key ?? String(item.id))),
      );
    }
    const count = this.world.count(node);
    const relationKey = root ? undefined : this.shape.relationKey(type, field.name);
    if (relationKey) {
      const ids = this.read(source, type, relationKey, key);
      return (Array.isArray(ids) ? ids : []).map((id) => record(this.world, node, String(id)));
    }
    const owner = this.ownerOf(source, type, args, root, node);
    if (owner) return ownedIds(owner.id, count).map((id) => record(this.world, node, id, { [owner.field]: owner.id }));
    if (root) {
      const presets = this.argumentPresets(field, args, node);
      return allIds(count).map((id) => record(this.world, node, id, presets));
    }
    return this.someIds(`${type.name}.${field.name}#${key}`, count).map((id) => record(this.world, node, id));
  }

  private singleId(call: FieldCall, node: string): string | null {
    const { source, type, field, args, key, root } = call;
    const count = this.world.count(node);
    if (root) {
      const idArg = field.args.find((arg) => arg.name === 'id' || arg.name === `${node.charAt(0).toLowerCase()}${node.slice(1)}Id`);
      if (idArg && args[idArg.name] !== undefined && args[idArg.name] !== null) {
        if (count === 0) throw failureError(failureScenarios['not-found']);
        return String(args[idArg.name]);
      }
      // A write that makes a record gives it the next id.
      if (type.name === 'Mutation' && /^(create|add|copy|import|upload|store)/.test(field.name)) return String(count + 1);
      return '1';
    }
    const relationKey = this.shape.relationKey(type, field.name);
    if (relationKey) {
      const id = this.read(source, type, relationKey, key);
      return id === null || id === undefined ? null : String(id);
    }
    if (count === 0) return isNonNullType(field.type) ? '1' : null;
    return String(this.world.fakerAt(`${type.name}.${field.name}#${key}`).number.int({ min: 1, max: count }));
  }

  /** A write answers with what it was sent: input fields that are fields of the record. */
  private echoedInput(field: AnyField, args: Args, node: string): Args {
    const fields = this.shape.objectType(node)?.getFields() ?? {};
    const echoed: Args = {};
    for (const arg of field.args) {
      const value = args[arg.name];
      if (isInputObjectType(arg.type) || (isNonNullType(arg.type) && isInputObjectType(arg.type.ofType))) {
        for (const [name, given] of Object.entries((value ?? {}) as Args)) {
          if (fields[name] && !isObjectType(kindOf(fields[name]).named) && given !== undefined) echoed[name] = given;
        }
      }
    }
    return { ...echoed, ...this.argumentPresets(field, args, node) };
  }

  /**
   * Arguments that name a field of the answer carry over to it: a list asked for by `staffId` or `status` holds
   * records with that value, a sign-in answers for the email it was given.
   */
  private argumentPresets(field: AnyField, args: Args, node: string): Args {
    const fields = this.shape.objectType(node)?.getFields() ?? {};
    const presets: Args = {};
    field.args.forEach((arg: GraphQLArgument) => {
      const value = args[arg.name];
      const target = fields[arg.name];
      if (arg.name === 'id' || !target || value === null || value === undefined || typeof value === 'object') return;
      const { named, list } = kindOf(target);
      if (list || !isLeafType(named)) return;
      presets[arg.name] = named.name === 'ID' ? String(value) : value;
    });
    return presets;
  }
}
