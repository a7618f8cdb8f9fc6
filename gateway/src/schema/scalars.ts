// The shared scalars. Dates are checked on the way in, so that the API only ever receives YYYY-MM-DD.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { isCalendarDate, isIsoTimestamp, toIsoTimestamp } from '../dates/dates.js';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    throw new GraphQLError(`Dates are written YYYY-MM-DD and must be real calendar dates; '${String(value)}' is not one.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => {
    // The API sometimes answers a date with a time part; the date is what the field promises.
    const text = String(value);
    return datePattern.test(text.slice(0, 10)) ? text.slice(0, 10) : text;
  },
  parseValue: parseDate,
  parseLiteral: (ast: ValueNode) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !isIsoTimestamp(value)) {
    throw new GraphQLError(`'${String(value)}' is not a date and time (ISO 8601).`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return value;
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'A date and time, ISO 8601.',
  serialize: (value) => (value instanceof Date ? toIsoTimestamp(value) : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast: ValueNode) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return null;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});

export const scalarResolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Upload: GraphQLUpload,
};
