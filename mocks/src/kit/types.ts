// The declaration a resource of the catalogue is made of.
import type { Faker } from '@faker-js/faker';
import type { NewRow, Row } from '../db/table.js';
import type { Area } from '../server/area.js';
import type { EndpointSpec } from './endpoint.js';
import type { Cast } from './input.js';
import type { FilterSpec } from './list-rows.js';

/** The calls of a soft-deletable resource. Bare paths take the usual method (noted); any can be left out. */
export interface ResourcePaths {
  /** GET, paged: page, per_page/perPage, search, sort_by, sort_field_name and the filters. */
  list?: EndpointSpec;
  /** GET, every row not deleted, unpaged (the lookup lists). */
  all?: EndpointSpec;
  /** GET, with an `{id}`-style placeholder. */
  detail?: EndpointSpec;
  /** POST. */
  create?: EndpointSpec;
  /** PUT unless given; with a placeholder. */
  update?: EndpointSpec;
  /** DELETE, with a placeholder; a `redirect_to` query is accepted and echoed. */
  remove?: EndpointSpec;
  /** GET, the soft-deleted rows, paged. */
  deleted?: EndpointSpec;
  /** POST {id} or {ids: []}. */
  restore?: EndpointSpec;
  /** POST {id} or {ids: []}: soft-deleted rows only. */
  permanentDelete?: EndpointSpec;
}

export type Operation = keyof ResourcePaths;

/**
 * The permission every call needs (null: any signed-in user), or one per operation with a default. The check is
 * the guard's: a Super Admin, or an entry whose label or sub_label is the name.
 */
export type PermissionSpec = string | null | ({ default: string | null } & Partial<Record<Operation, string | null>>);

export interface ResourceSpec<T extends Row> {
  /** The record's name in messages: 'agency' → 'Agency created successfully.'. */
  name: string;
  /** Overrides the capitalised name in messages. */
  title?: string;
  table: string;
  paths: ResourcePaths;
  permission: PermissionSpec;
  required?: readonly (keyof T & string)[];
  unique?: readonly (keyof T & string)[];
  searchable?: readonly (keyof T & string)[];
  /** List parameters that filter: parameter name → field compared for equality, or a predicate. */
  filters?: Readonly<Record<string, FilterSpec<T>>>;
  /** Fields a create or update may set; every field of the body when absent. */
  fillable?: readonly (keyof T & string)[];
  casts?: Partial<Record<keyof T & string, Cast>>;
  /** Values a create starts from. */
  defaults?: Partial<Omit<T, keyof Row>>;
  /** Rows per page when the call does not say; 50 unless given. */
  defaultPerPage?: number;
  /** The seeded rows; may be left out when another definition already seeds the table. */
  seed?: (faker: Faker) => NewRow<T>[];
}

export interface Resource<T extends Row> extends Area {
  spec: ResourceSpec<T>;
}
