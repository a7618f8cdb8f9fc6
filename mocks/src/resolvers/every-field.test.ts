// Every Query and Mutation field of the schema, whoever added it, answers from the mocks without an error: each is
// asked with its required arguments and every field of its answer, three levels down.
import {
  execute,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMockedSchema, scenarioContextKey, type ScenarioName } from './index.js';

const schema = createMockedSchema();

const scalarLiterals: Record<string, string> = {
  ID: '"1"',
  String: '"Sample"',
  Int: '1',
  Float: '1.5',
  Boolean: 'true',
  Date: '"2026-01-15"',
  DateTime: '"2026-01-15T09:30:00.000Z"',
  JSON: '{}',
  Upload: '"file.pdf"',
};

/** A literal for an argument: required input fields filled, lists of one. */
function literal(type: GraphQLInputType): string {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return `[${literal(nullable.ofType)}]`;
  if (isEnumType(nullable)) return nullable.getValues()[0]!.name;
  if (isInputObjectType(nullable)) {
    const required = Object.values(nullable.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
  }
  return scalarLiterals[nullable.name] ?? '"Sample"';
}

/** Every field of an answer, objects to `depth` levels (their leaves only at the last). */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return isLeafType(named) ? '' : '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
    .filter((f) => isLeafType(getNamedType(f.type)) || depth > 1)
    .map((f) => `${f.name} ${isLeafType(getNamedType(f.type)) ? '' : selection(f.type, depth - 1)}`);
  return `{ __typename ${fields.join(' ')} }`;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const argumentList = args.length ? `(${args.map((a) => `${a.name}: ${literal(a.type)}`).join(', ')})` : '';
  return `${kind} { ${field.name}${argumentList} ${selection(field.type, 3)} }`;
}

const roots = [
  ['query', schema.getQueryType()!],
  ['mutation', schema.getMutationType()!],
] as const;

describe.each(['practice', 'expiring-authorization'] satisfies ScenarioName[])('every root field in the %s scenario', (scenario) => {
  for (const [kind, type] of roots) {
    it(`answers every ${kind} field without an error`, { timeout: 120_000 }, async () => {
      const failures: string[] = [];
      for (const field of Object.values(type.getFields())) {
        const source = operationFor(kind, field);
        const document = parse(source);
        const invalid = validate(schema, document);
        if (invalid.length) {
          failures.push(`${field.name}: the generated operation is invalid: ${invalid[0]!.message}`);
          continue;
        }
        const result = await execute({ schema, document, contextValue: { [scenarioContextKey]: scenario } });
        if (result.errors?.length) failures.push(`${field.name}: ${result.errors[0]!.message} at ${result.errors[0]!.path?.join('.')}`);
        else if (isNonNullType(field.type) && (result.data?.[field.name] ?? null) === null) failures.push(`${field.name}: no answer`);
      }
      expect(failures).toEqual([]);
      expect(Object.keys(type.getFields()).length).toBeGreaterThan(1);
    });
  }
});
