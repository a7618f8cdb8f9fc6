// Rows and resolvers for the kit's component tests: certifications, paged by the resolver itself so paging,
// search and sort are real.
import { GraphQLError } from 'graphql';

export interface CertificationRow {
  id: string;
  name: string;
  abbreviation: string | null;
  issuingBody: string | null;
  validityMonths: number | null;
  description: string | null;
  status: number;
}

export function certificationRows(count: number): CertificationRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    name: `Certificate ${String(index + 1).padStart(3, '0')}`,
    abbreviation: `C${index + 1}`,
    issuingBody: index % 2 === 0 ? 'Behavior Analyst Certification Board' : 'American Red Cross',
    validityMonths: 24,
    description: null,
    status: index % 5 === 0 ? 0 : 1,
  }));
}

export interface PageArgs {
  page?: { page?: number | null; perPage?: number | null; search?: string | null; sortBy?: 'ASC' | 'DESC' | null; sortField?: string | null } | null;
}

/** A Laravel-like paginator over `rows`, as the gateway shapes it. */
export function pageOf<T extends { name: string }>(rows: readonly T[], args: PageArgs) {
  const page = args.page?.page ?? 1;
  const perPage = args.page?.perPage ?? 50;
  const search = args.page?.search?.toLowerCase() ?? '';
  const matching = rows.filter((row) => row.name.toLowerCase().includes(search));
  const sorted = args.page?.sortField === 'name' ? [...matching].sort((a, b) => a.name.localeCompare(b.name)) : [...matching];
  if (args.page?.sortBy !== 'ASC') sorted.reverse();
  const start = (page - 1) * perPage;
  const nodes = sorted.slice(start, start + perPage);
  return {
    pageInfo: {
      total: matching.length,
      currentPage: page,
      lastPage: Math.max(1, Math.ceil(matching.length / perPage)),
      perPage,
      from: nodes.length ? start + 1 : null,
      to: nodes.length ? start + nodes.length : null,
    },
    nodes,
  };
}

export function badInput(fieldErrors: Record<string, string[]>): GraphQLError {
  return new GraphQLError('The given data was invalid.', { extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
}
