// What the mocks read from the schema once: which types are records (an `id`), which are pages, which record field
// holds the id of which related record, and which lists a record owns (a student's authorizations carry its id).
import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** The named type of a field, and whether it is a list. */
export interface FieldKind {
  named: GraphQLNamedType;
  list: boolean;
}

export function kindOf(field: GraphQLField<unknown, unknown>): FieldKind {
  return { named: getNamedType(field.type), list: isListType(getNullableType(field.type)) };
}

const camelWords = (name: string): string[] => name.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) ?? [name];
const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);
const upperFirst = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
const camelCase = (wire: string): string => wire.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** English singular of a field name, enough for `funders`, `staff`, `serviceLines`, `categories`, `classes`. */
export function singular(name: string): string {
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(name)) return name.replace(/es$/, '');
  if (/[^s]s$/.test(name)) return name.slice(0, -1);
  return name;
}

function directiveArgument(field: GraphQLField<unknown, unknown>, directive: string, argument: string): string | undefined {
  const node = field.astNode?.directives?.find((d) => d.name.value === directive);
  const value = node?.arguments?.find((a) => a.name.value === argument)?.value;
  return value?.kind === 'StringValue' ? value.value : undefined;
}

export class SchemaShape {
  private readonly owners = new Map<string, Map<string, string>>();
  private readonly relationKeys = new Map<string, string | null>();

  constructor(readonly schema: GraphQLSchema) {
    for (const type of this.objectTypes()) {
      for (const field of Object.values(type.getFields())) {
        const { named, list } = kindOf(field);
        if (!list || !this.isRecord(named.name) || this.relationKey(type, field.name)) continue;
        const ownerField = this.ownerFieldIn(named.name, type.name);
        if (!ownerField) continue;
        const owners = this.owners.get(named.name) ?? new Map<string, string>();
        if (!owners.has(ownerField)) owners.set(ownerField, type.name);
        this.owners.set(named.name, owners);
      }
    }
  }

  objectTypes(): GraphQLObjectType[] {
    return Object.values(this.schema.getTypeMap()).filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'));
  }

  objectType(name: string): GraphQLObjectType | undefined {
    const type = this.schema.getType(name);
    return isObjectType(type) ? type : undefined;
  }

  /** A record: an object type with an `id`. */
  isRecord(name: string): boolean {
    return Boolean(this.objectType(name)?.getFields().id);
  }

  /** The node type of a page type (`pageInfo` and a list of `nodes`). */
  pageNode(name: string): string | undefined {
    const fields = this.objectType(name)?.getFields();
    if (!fields?.pageInfo || !fields.nodes) return undefined;
    const nodes = kindOf(fields.nodes);
    return nodes.list ? nodes.named.name : undefined;
  }

  /** Whether a root field names a call of the practice API (the gateway's own fields do not). */
  isApiCall(field: GraphQLField<unknown, unknown>): boolean {
    return directiveArgument(field, 'rest', 'path') !== undefined;
  }

  /**
   * The sibling field holding the id(s) of a relation: the `@lookup` key, else `agency` → `agencyId`,
   * `funders` → `funderIds`.
   */
  relationKey(type: GraphQLObjectType, fieldName: string): string | undefined {
    const cacheKey = `${type.name}.${fieldName}`;
    const cached = this.relationKeys.get(cacheKey);
    if (cached !== undefined) return cached ?? undefined;
    const fields = type.getFields();
    const field = fields[fieldName];
    const lookupKey = field && directiveArgument(field, 'lookup', 'key');
    const candidates = [...(lookupKey ? [camelCase(lookupKey)] : []), `${fieldName}Id`, `${fieldName}Ids`, `${singular(fieldName)}Ids`];
    const found = candidates.find((name) => name !== fieldName && fields[name] && getNamedType(fields[name].type).name === 'ID');
    this.relationKeys.set(cacheKey, found ?? null);
    return found;
  }

  /** The record type an id field (`agencyId`, `funderIds`) points at, when the schema tells. */
  referenceTarget(type: GraphQLObjectType, fieldName: string): string | undefined {
    for (const field of Object.values(type.getFields())) {
      const { named } = kindOf(field);
      if (isObjectType(named) && this.relationKey(type, field.name) === fieldName) return named.name;
    }
    const stem = fieldName.replace(/Ids?$/, '');
    if (stem === fieldName || stem === '') return undefined;
    const byName = upperFirst(stem);
    if (this.isRecord(byName)) return byName;
    // `bcbaId`, `assessedById`: a person.
    return undefined;
  }

  /** The fields of a record type that hold the id of the record that owns it, with the owner's type. */
  ownerFields(name: string): ReadonlyMap<string, string> {
    return this.owners.get(name) ?? new Map();
  }

  /** The field of `child` that holds the id of its owner of type `owner` (Student → studentId; a StudentAuthorization → authorizationId). */
  ownerFieldIn(child: string, owner: string): string | undefined {
    const fields = this.objectType(child)?.getFields();
    if (!fields) return undefined;
    const words = camelWords(owner);
    for (let start = 0; start < words.length; start++) {
      const name = `${lowerFirst(words.slice(start).join(''))}Id`;
      if (fields[name] && getNamedType(fields[name].type).name === 'ID') return name;
    }
    return undefined;
  }
}

const shapes = new WeakMap<GraphQLSchema, SchemaShape>();

export function shapeOf(schema: GraphQLSchema): SchemaShape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = new SchemaShape(schema);
    shapes.set(schema, shape);
  }
  return shape;
}
