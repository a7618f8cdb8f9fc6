import { GraphQLBoolean, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { dig, shapeAnswer, shapeOf } from './answer.js';

const Row = new GraphQLObjectType({ name: 'Row', fields: { name: { type: GraphQLString } } });
const Page = new GraphQLObjectType({
  name: 'RowPage',
  fields: { pageInfo: { type: GraphQLString }, nodes: { type: new GraphQLList(Row) } },
});
const MutationResult = new GraphQLObjectType({ name: 'MutationResult', fields: { ok: { type: GraphQLBoolean } } });

describe('answer shaping', () => {
  it('recognises pages, mutation results and plain values', () => {
    expect(shapeOf(new GraphQLNonNull(Page))).toBe('page');
    expect(shapeOf(new GraphQLList(Page))).toBe('value');
    expect(shapeOf(MutationResult)).toBe('mutation-result');
    expect(shapeOf(Row)).toBe('value');
  });

  it("reads Laravel's paginator into a page", () => {
    const paginator = { total: 3, current_page: 1, last_page: 1, per_page: 50, from: 1, to: 3, data: [{}, {}, {}] };
    const page = shapeAnswer({ status: true, data: paginator }, 'data', 'page', 'agency') as { pageInfo: unknown; nodes: unknown[] };
    expect(page.pageInfo).toBe(paginator);
    expect(page.nodes).toHaveLength(3);
  });

  it('treats a bare array as one page holding everything', () => {
    const page = shapeAnswer({ data: [1, 2] }, 'data', 'page', 'x') as { pageInfo: Record<string, unknown> };
    expect(page.pageInfo).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
  });

  it("takes a mutation's message", () => {
    expect(shapeAnswer({ status: true, message: 'Saved.' }, 'data', 'mutation-result', 'x')).toEqual({ ok: true, message: 'Saved.' });
    expect(shapeAnswer(null, 'data', 'mutation-result', 'x')).toEqual({ ok: true, message: null });
  });

  it('unwraps dot paths and refuses an answer without the declared payload', () => {
    expect(dig({ data: { data: 'tok' } }, 'data.data')).toBe('tok');
    expect(() => shapeAnswer({ status: true }, 'data', 'value', 'agency/{id}')).toThrowError(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_BAD_RESPONSE' }) }),
    );
  });
});
