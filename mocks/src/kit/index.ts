// The generic Laravel-style resource kit later areas declare their resources with.
export { defineResource, defaultPerPage } from './define-resource.js';
export { describedResource, type DescribedResource } from './described-resource.js';
export { endpoint, expressPath, placeholders, registerEndpoint, type Endpoint, type EndpointSpec, type HttpMethod } from './endpoint.js';
export { parseId, readIds } from './ids.js';
export { readInput, type Cast } from './input.js';
export { readListQuery, listParams, textParam, type ListQuery, type SortDirection } from './list-query.js';
export { applyFilters, applySearch, applySort, type FilterSpec } from './list-rows.js';
export { paginate, type Page } from './paginate.js';
export { validateRecord } from './validate-record.js';
export type {
  AccessGuards,
  HookContext,
  Operation,
  OwnerSpec,
  PermissionSpec,
  Resource,
  ResourceHooks,
  ResourceDeclaration,
  ResourceParts,
  ResourcePaths,
  ResourceSpec,
  ScopedList,
  WriteEvent,
} from './types.js';
