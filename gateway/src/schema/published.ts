// The schema as clients see it: every type and field, sorted, without the directives that only the gateway reads.
// Its committed copy (schema/snapshot/published.graphql) is what existing clients were built against; a change that
// would break them is refused by the snapshot test until the copy is rewritten on purpose, with the reason recorded.
import { diff, CriticalityLevel, type Change } from '@graphql-inspector/core';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildSchema, GraphQLSchema, lexicographicSortSchema, printSchema, specifiedDirectives } from 'graphql';
import { loadTypeDefs, schemaDir } from '@portal/schema';
import { join } from 'node:path';

export const snapshotFile = join(schemaDir, 'snapshot', 'published.graphql');
export const breakingLogFile = join(schemaDir, 'snapshot', 'BREAKING.md');

export function publishedSchema(typeDefs: string[] = loadTypeDefs()): GraphQLSchema {
  const built = makeExecutableSchema({ typeDefs });
  const sorted = lexicographicSortSchema(new GraphQLSchema({ ...built.toConfig(), directives: specifiedDirectives }));
  // Built again from its print, so that no field keeps the gateway's directives in its source node.
  return buildSchema(printSchema(sorted));
}

export function publishedText(schema: GraphQLSchema = publishedSchema()): string {
  return `${printSchema(schema)}\n`;
}

export interface SchemaChanges {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

export async function changesSince(snapshotText: string, current: GraphQLSchema = publishedSchema()): Promise<SchemaChanges> {
  const changes = await diff(buildSchema(snapshotText), current);
  const of = (level: CriticalityLevel) => changes.filter((change) => change.criticality.level === level);
  return { breaking: of(CriticalityLevel.Breaking), dangerous: of(CriticalityLevel.Dangerous), safe: of(CriticalityLevel.NonBreaking) };
}

export function describeChanges(changes: Change[]): string {
  return changes.map((change) => `  - ${change.message}`).join('\n');
}
