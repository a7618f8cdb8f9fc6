// Reads the paging, search and sort parameters of a list call: page, per_page (or perPage), search, sort_by
// (asc|desc, default desc) and sort_field_name. GET calls send them as the query string, POST calls in the body.
import type { Request } from 'express';

export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sortBy: SortDirection;
  sortField: string | undefined;
  /** Every parameter, for the filters. */
  params: Record<string, unknown>;
}

export const maxPerPage = 1000;

export function listParams(req: Request): Record<string, unknown> {
  const query = req.query as Record<string, unknown>;
  if (req.method === 'GET' || req.method === 'DELETE') return query;
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  return { ...query, ...body };
}

/** A single text value of a parameter; the first when it was sent several times. */
export function textParam(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key];
  const single = Array.isArray(value) ? value[0] : value;
  if (typeof single === 'string') return single;
  if (typeof single === 'number' || typeof single === 'boolean') return String(single);
  return undefined;
}

function positiveInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

export function readListQuery(req: Request, defaultPerPage: number): ListQuery {
  const params = listParams(req);
  const perPage = positiveInt(textParam(params, 'per_page') ?? textParam(params, 'perPage')) ?? defaultPerPage;
  const sortBy = textParam(params, 'sort_by')?.toLowerCase() === 'asc' ? 'asc' : 'desc';
  const sortField = textParam(params, 'sort_field_name')?.trim();
  return {
    page: positiveInt(textParam(params, 'page')) ?? 1,
    perPage: Math.min(perPage, maxPerPage),
    search: (textParam(params, 'search') ?? '').trim(),
    sortBy,
    sortField: sortField ? sortField : undefined,
    params,
  };
}
