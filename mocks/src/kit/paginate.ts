// Laravel's length-aware paginator, reduced to the keys the portal reads.

export interface Page<T> {
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  data: T[];
}

export function paginate<T>(rows: readonly T[], page: number, perPage: number): Page<T> {
  const total = rows.length;
  const start = (page - 1) * perPage;
  const data = rows.slice(start, start + perPage);
  return {
    total,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    from: data.length > 0 ? start + 1 : null,
    to: data.length > 0 ? start + data.length : null,
    data,
  };
}
