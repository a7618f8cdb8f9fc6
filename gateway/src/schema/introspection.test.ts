// The schema as outside tools read it: the full introspection answer (default values included) builds a client
// schema that prints, so a sandbox, a code generator or a schema registry reads every argument's default.
import { buildClientSchema, getIntrospectionQuery, graphqlSync, printSchema, type IntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from './build.js';

describe('the introspected schema', () => {
  it('builds a client schema from the full introspection answer and prints it, defaults spelled as GraphQL names', () => {
    const { schema } = buildGatewaySchema();
    const answer = graphqlSync({ schema, source: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }) });
    expect(answer.errors).toBeUndefined();
    const printed = printSchema(buildClientSchema(answer.data as unknown as IntrospectionQuery));
    expect(printed).toContain('allStaffs(page: PageInput = {page: 1, perPage: 100, sortBy: ASC, sortField: "name"}');
  });

  it('hands a resolver a default enum value spelled for the API, as it hands one the client sent', () => {
    const { schema } = buildGatewaySchema();
    const page = schema
      .getQueryType()
      ?.getFields()
      ['allStaffs']?.args.find((arg) => arg.name === 'page');
    expect(page?.defaultValue).toEqual({ page: 1, perPage: 100, sortBy: 'asc', sortField: 'name' });
  });
});
