// A resource's eight common documents (list, deleted, one, create, update, remove, restore, purge), and the
// spreadsheet export and import where it asks for them, written from a short declaration and the schema: the root
// fields follow the schema's naming (`xs`, `x`, `deletedXs`, `createX`, `updateX`, `deleteX`, `restoreX`,
// `permanentlyDeleteX`, `exportXs`, `importXs`), each document's variables are its root field's arguments as the
// schema declares them, and each answer is aliased to the name the kit reads (`page`, `record`, `saved`, `result`,
// `download`, `summary`). The fields fragment they spread is written beside them from the declaration's `fields`, each field
// checked against the schema. Codegen then types the documents like any other.
import {
  isInterfaceType,
  isObjectType,
  Kind as AstKind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { DOCUMENT_KINDS, FILE_DOCUMENT_KINDS, type CommonDocuments, type DocumentKind, type FileDocumentKind } from '../src/routes/commonDocuments';

type Kind = DocumentKind | FileDocumentKind;

interface Shape {
  operation: 'query' | 'mutation';
  alias: 'page' | 'record' | 'saved' | 'result' | 'download' | 'summary';
  name: (base: string) => string;
  rootField: (type: string) => string;
  selection: (fragment: string) => string;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The name of the exported object holding the documents: the declaration's, else `<type>CommonDocuments`. */
export const exportNameOf = (declaration: CommonDocuments) => declaration.export ?? `${lowerFirst(declaration.type)}CommonDocuments`;

/** English plural of the last word, as the schema's list fields spell it. */
export function pluralOf(type: string): string {
  if (/[^aeiou]y$/.test(type)) return `${type.slice(0, -1)}ies`;
  if (/is$/.test(type)) return `${type.slice(0, -2)}es`;
  if (/(s|x|z|ch|sh)$/.test(type)) return `${type}es`;
  return `${type}s`;
}

const pageSelection = (fragment: string) => `{\n        pageInfo { ...PageInfoFields }\n        nodes { ...${fragment} }\n      }`;
const outcome = () => '{ ok message }';

const SHAPES: Record<Kind, Shape> = {
  list: {
    operation: 'query',
    alias: 'page',
    name: (base) => `${base}List`,
    rootField: (type) => lowerFirst(pluralOf(type)),
    selection: pageSelection,
  },
  deleted: {
    operation: 'query',
    alias: 'page',
    name: (base) => `Deleted${base}List`,
    rootField: (type) => `deleted${pluralOf(type)}`,
    selection: pageSelection,
  },
  one: {
    operation: 'query',
    alias: 'record',
    name: (base) => `${base}Record`,
    rootField: (type) => lowerFirst(type),
    selection: (fragment) => `{ ...${fragment} }`,
  },
  create: { operation: 'mutation', alias: 'saved', name: (base) => `Create${base}`, rootField: (type) => `create${type}`, selection: () => '{ id }' },
  update: { operation: 'mutation', alias: 'saved', name: (base) => `Update${base}`, rootField: (type) => `update${type}`, selection: () => '{ id }' },
  remove: { operation: 'mutation', alias: 'result', name: (base) => `Delete${base}`, rootField: (type) => `delete${type}`, selection: outcome },
  restore: { operation: 'mutation', alias: 'result', name: (base) => `Restore${base}`, rootField: (type) => `restore${type}`, selection: outcome },
  purge: {
    operation: 'mutation',
    alias: 'result',
    name: (base) => `Purge${base}`,
    rootField: (type) => `permanentlyDelete${type}`,
    selection: outcome,
  },
  exportList: {
    operation: 'mutation',
    alias: 'download',
    name: (base) => `Export${base}List`,
    rootField: (type) => `export${pluralOf(type)}`,
    selection: () => '{ url fileName }',
  },
  importFile: {
    operation: 'mutation',
    alias: 'summary',
    name: (base) => `Import${base}File`,
    rootField: (type) => `import${pluralOf(type)}`,
    selection: () => '{ imported rejected errors { row message } }',
  },
};

function rootFieldOf(schema: GraphQLSchema, declaration: CommonDocuments, kind: Kind): GraphQLField<unknown, unknown> {
  const shape = SHAPES[kind];
  const name = declaration.rootFields?.[kind] ?? shape.rootField(declaration.type);
  const root: GraphQLObjectType | null | undefined = shape.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[name];
  if (!field) {
    throw new Error(`${declaration.type}: the schema has no ${shape.operation} field ${name} for its ${kind} document; name it in "rootFields".`);
  }
  return field;
}

/** One document, as the text of its `graphql()` call. */
export function documentFor(schema: GraphQLSchema, declaration: CommonDocuments, kind: Kind): string {
  const shape = SHAPES[kind];
  const field = rootFieldOf(schema, declaration, kind);
  const fragment = fragmentNameOf(declaration);
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const name = shape.name(declaration.operationName ?? declaration.type);
  const signature = variables ? `${name}(${variables})` : name;
  const call = args ? `${field.name}(${args})` : field.name;
  return `
    ${shape.operation} ${signature} {
      ${shape.alias}: ${call} ${shape.selection(fragment)}
    }
  `;
}

const fragmentNameOf = (declaration: CommonDocuments) => declaration.fragment ?? `${declaration.type}Fields`;

/** The declared fields fragment, as the text of its `graphql()` call; each field must be the type's in the schema. */
export function fragmentFor(schema: GraphQLSchema, declaration: CommonDocuments, fields: readonly string[]): string {
  const { type } = declaration;
  const object = schema.getType(type);
  if (!isObjectType(object) && !isInterfaceType(object)) throw new Error(`${type}: the schema has no object type ${type} for its fields fragment.`);
  if (fields.length === 0) throw new Error(`${type}: "fields" names no field.`);
  const text = `
  fragment ${fragmentNameOf(declaration)} on ${type} {
${fields.map((field) => `    ${field}`).join('\n')}
  }
`;
  const document = parse(text);
  // Top-level fields are named plainly; a nested selection's fields are checked by the schema's own rules.
  const [definition] = document.definitions;
  const selections = definition?.kind === AstKind.FRAGMENT_DEFINITION ? definition.selectionSet.selections : [];
  const known = object.getFields();
  for (const selection of selections) {
    if (selection.kind === AstKind.FIELD && !(selection.name.value in known)) {
      throw new Error(`${type}: the schema's ${type} has no field "${selection.name.value}"; check its "fields".`);
    }
  }
  const errors = validate(
    schema,
    document,
    specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule),
  );
  if (errors.length > 0) throw new Error(`${type}: its "fields" do not hold against the schema: ${errors.map(String).join('; ')}`);
  return text;
}

/** The whole `operations.generated.ts` of a resource; `gql` is the way from its folder to web/src/gql. */
export function generatedFile(schema: GraphQLSchema, declaration: CommonDocuments, gql = '../../gql'): string {
  const kinds: readonly DocumentKind[] = declaration.documents ?? DOCUMENT_KINDS;
  for (const kind of kinds) {
    if (!DOCUMENT_KINDS.includes(kind)) throw new Error(`${declaration.type}: "${kind}" is not one of ${DOCUMENT_KINDS.join(', ')}.`);
  }
  const files: readonly FileDocumentKind[] = declaration.files ?? [];
  for (const kind of files) {
    if (!FILE_DOCUMENT_KINDS.includes(kind)) throw new Error(`${declaration.type}: "${kind}" is not one of ${FILE_DOCUMENT_KINDS.join(', ')}.`);
  }
  const written: Kind[] = [...DOCUMENT_KINDS.filter((kind) => kinds.includes(kind)), ...FILE_DOCUMENT_KINDS.filter((kind) => files.includes(kind))];
  const entries = written.map((kind) => `  ${kind}: graphql(\`${documentFor(schema, declaration, kind)}\`),`);
  const fragment = declaration.fields
    ? [`export const ${fragmentNameOf(declaration)} = graphql(\`${fragmentFor(schema, declaration, declaration.fields)}\`);`, '']
    : [];
  return [
    '// Written by `npm run codegen` from the documents declared beside it (web/codegen/resourceDocuments.ts): edit those, not this.',
    `import { graphql } from '${gql}';`,
    '',
    ...fragment,
    `export const ${exportNameOf(declaration)} = {`,
    ...entries,
    '};',
    '',
  ].join('\n');
}
