// A field declared @computed is one the gateway works out itself: each has its hand-written resolver, so the
// description's leaving it out of the API's answers is never a field nobody fills.
import { getDirective } from '@graphql-tools/utils';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { areaResolvers } from '../areas/index.js';
import { buildGatewaySchema } from './build.js';

describe('@computed', () => {
  it('marks only fields the gateway resolves by hand', () => {
    const { schema } = buildGatewaySchema();
    const handWritten = new Set(
      areaResolvers.flatMap((resolvers) =>
        Object.entries(resolvers).flatMap(([type, fields]) =>
          fields && typeof fields === 'object' ? Object.keys(fields).map((field) => `${type}.${field}`) : [],
        ),
      ),
    );
    const computed = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) => Object.values(type.getFields()).map((field) => ({ coordinate: `${type.name}.${field.name}`, field })))
      .filter(({ field }) => getDirective(schema, field, 'computed')?.[0] !== undefined)
      .map(({ coordinate }) => coordinate);
    expect(computed.length).toBeGreaterThan(20);
    expect(computed.filter((coordinate) => !handWritten.has(coordinate))).toEqual([]);
  });
});
