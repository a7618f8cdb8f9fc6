// Paging arguments are checked before a list call: page sizes are the options the screens offer (50, 100,
// 150, 200, 500; the staff dropdown's 100 is one of them), pages count from 1, and the sort field is a column name,
// never an expression. A summary's first rows (a dashboard card's) are at most a page's smallest size.
import { getNamedType, type GraphQLArgument } from 'graphql';
import { badInput, type FieldErrors } from '../upstream/errors.js';

export const pageSizes = [50, 100, 150, 200, 500] as const;
export const maxSearchLength = 200;

export const pageMessages = {
  page: 'The page must be a whole number of at least 1.',
  perPage: `The page size must be one of ${pageSizes.slice(0, -1).join(', ')} or ${pageSizes.at(-1)}.`,
  search: `The search text must be at most ${maxSearchLength} characters.`,
  sortField: "The sort field must be a column name: letters, digits, '_' and '.'.",
  first: `first must be a whole number from 1 to ${pageSizes[0]}.`,
} as const;

const columnName = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

export function pageInputErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (value === null || typeof value !== 'object') return errors;
  const { page, perPage, search, sortField } = value as Record<string, unknown>;
  if (page !== undefined && page !== null && !(Number.isInteger(page) && (page as number) >= 1)) errors.page = [pageMessages.page];
  if (perPage !== undefined && perPage !== null && !pageSizes.includes(perPage as (typeof pageSizes)[number])) {
    errors.perPage = [pageMessages.perPage];
  }
  if (typeof search === 'string' && search.length > maxSearchLength) errors.search = [pageMessages.search];
  if (typeof sortField === 'string' && !columnName.test(sortField)) errors.sortField = [pageMessages.sortField];
  return errors;
}

/** The arguments of a field whose type is PageInput. */
export function pageArgumentsOf(args: readonly GraphQLArgument[]): string[] {
  return args.filter((arg) => getNamedType(arg.type).name === 'PageInput').map((arg) => arg.name);
}

/** Throws BAD_USER_INPUT when a PageInput argument is out of bounds. */
export function checkPageArguments(names: readonly string[], args: Record<string, unknown>): void {
  for (const name of names) {
    const errors = pageInputErrors(args[name]);
    const first = Object.values(errors)[0]?.[0];
    if (first) throw badInput(first, errors);
  }
}

/** A summary's `first` rows; the schema gives the argument its default, so an explicit null is refused as well. */
export function firstRows(value: number | null | undefined): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= pageSizes[0]) return value;
  throw badInput(pageMessages.first, { first: [pageMessages.first] });
}
