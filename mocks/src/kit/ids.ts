// The ids of a bulk call: {"id": 3} or {"ids": [3, 4]} (numbers or numeric strings; a comma list is read too).

export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The ids asked for; undefined when neither `id` nor `ids` holds one. Bad entries make the whole list bad. */
export function readIds(body: unknown): number[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, ids } = body as { id?: unknown; ids?: unknown };
  const raw: unknown[] = Array.isArray(ids)
    ? ids
    : typeof ids === 'string'
      ? ids.split(',')
      : ids !== undefined && ids !== null
        ? [ids]
        : id !== undefined && id !== null
          ? [id]
          : [];
  if (raw.length === 0) return undefined;
  const parsed = raw.map(parseId);
  if (parsed.some((entry) => entry === undefined)) return undefined;
  return [...new Set(parsed as number[])];
}
