// Mock values of the custom scalars of schema/common.graphql.
import type { IMocks } from '@graphql-tools/mock';

export const scalarMocks = {
  Date: () => '2026-01-15',
  DateTime: () => '2026-01-15T09:30:00.000Z',
  JSON: () => ({}),
  Upload: () => null,
} satisfies IMocks;

/** A believable page: three rows on the one page. */
export const shapeMocks = {
  PageInfo: () => ({ total: 3, currentPage: 1, lastPage: 1, perPage: 50, from: 1, to: 3 }),
} satisfies IMocks;
