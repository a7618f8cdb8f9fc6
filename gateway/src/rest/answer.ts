// Shapes what the API answered into what the field's type declares: a MutationResult from the answer's message, a
// page from Laravel's paginator, otherwise the value at the declared unwrap path.
import { getNamedType, isListType, isNonNullType, isObjectType, type GraphQLOutputType } from 'graphql';
import { isRecord } from '../json-record.js';
import { missingPayload } from '../upstream/errors.js';

export type AnswerShape = 'mutation-result' | 'page' | 'value';

export function shapeOf(type: GraphQLOutputType): AnswerShape {
  const named = getNamedType(type);
  if (named.name === 'MutationResult') return 'mutation-result';
  const bare = isNonNullType(type) ? type.ofType : type;
  if (!isListType(bare) && isObjectType(named)) {
    const fields = named.getFields();
    if (fields.pageInfo && fields.nodes) return 'page';
  }
  return 'value';
}

export function dig(body: unknown, path: string): unknown {
  if (path === '') return body;
  let at: unknown = body;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export function shapeAnswer(body: unknown, unwrap: string, shape: AnswerShape, callPath: string): unknown {
  if (shape === 'mutation-result') {
    const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
    return { ok: true, message };
  }
  const value = dig(body, unwrap);
  if (value === undefined) throw missingPayload(callPath, unwrap || 'body');
  if (shape === 'page') {
    // Some calls answer a bare array where most page; a bare array is one page holding everything.
    if (Array.isArray(value)) {
      const n = value.length;
      return { pageInfo: { total: n, current_page: 1, last_page: 1, per_page: n, from: n ? 1 : null, to: n || null }, nodes: value };
    }
    if (!isRecord(value) || !Array.isArray(value.data)) throw missingPayload(callPath, `${unwrap ? unwrap + '.' : ''}data[]`);
    return { pageInfo: value, nodes: value.data };
  }
  return value;
}
