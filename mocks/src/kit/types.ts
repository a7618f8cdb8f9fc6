// The declaration a resource of the catalogue is made of.
import type { Faker } from '@faker-js/faker';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Db } from '../db/index.js';
import type { NewRow, Row, Table } from '../db/table.js';
import type { Area, AreaContext } from '../server/area.js';
import type { Auth } from '../server/auth.js';
import type { FieldErrors } from '../server/validation.js';
import type { EndpointSpec } from './endpoint.js';
import type { ExportColumn, ExportSpec } from './export.js';
import type { ImportSpec } from './import.js';
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

/** The guards of each operation, for a module whose entries carry methods (List, Add, Edit, Delete). */
export type AccessGuards = (auth: Auth, operation: Operation) => RequestHandler[];

/**
 * The parent record a resource's records belong to (a student's contacts, a funder's plans). A list or create call
 * names the owner by its path's last placeholder (404 when there is none visible) or by the `field` parameter (422);
 * records are stamped with it and an update cannot move them; a record whose owner is gone or hidden is not found.
 */
export interface OwnerSpec<O extends Row = Row> {
  /** The owner's table (a function when the owner's table must be defined with its seed). */
  table: string | ((db: Db) => Table<O>);
  /** The record's field that holds the owner's id; also the parameter that names it. */
  field: string;
  /** In messages: 'Student' → 'Student not found.'. */
  title: string;
  /** Whether the caller may reach the owner (and so its records); everyone when absent. */
  visible?(owner: O, req: Request): boolean;
}

/** What a hook is told about the call. */
export interface HookContext<T extends Row> {
  db: Db;
  req: Request;
  table: Table<T>;
  /** The row an update changes; undefined on create. */
  existing?: T | undefined;
  /** The owner a create names (owned resources). */
  owner?: Row | undefined;
}

export type WriteEvent = 'created' | 'updated' | 'deleted' | 'restored' | 'purged';

/** The parts of a resource its extra routes use. */
export interface ResourceParts<T extends Row> {
  /** The resource's own spec (its rules, filters and search), so its extra routes need not import the resource. */
  spec: ResourceSpec<T>;
  table: Table<T>;
  /** The guards an operation's calls pass. */
  guards(operation: Operation): RequestHandler[];
  /** Whether the caller may reach a row (its owner included). */
  visible(req: Request, row: T): boolean;
  /** The live, visible row named by a path parameter ('id' unless given), or undefined after answering 404. */
  rowOf(req: Request, res: Response, parameter?: string): T | undefined;
  /** The record as the API answers it; prepared once per call, for `rows` alone when they are given. */
  presenter(rows?: readonly T[]): (row: T) => unknown;
}

/** What a resource does beyond the kit's calls. */
export interface ResourceHooks<T extends Row> {
  /** Reads a create or update body in place of the fillable and casts rules. */
  read?: (body: unknown) => Partial<T>;
  /**
   * Runs on create and update after the required and unique checks: adds errors, and answers the values to save
   * (derived ones filled in). `values` holds the fields sent (on create with the defaults and the owner).
   */
  beforeSave?: (values: Partial<T>, errors: FieldErrors, context: HookContext<T>) => Partial<T>;
  /** Runs after each write (activity history, cascades); `input` holds the fields a create or update sent. */
  after?: (event: WriteEvent, row: T, context: HookContext<T> & { input?: Partial<T> }) => void;
  /**
   * The rows a list or deleted list answers, in order, in place of the filters, search and sort; FieldErrors
   * answers 422. `pool` gives the live (or deleted) rows.
   */
  query?: (req: Request, pool: () => T[], db: Db) => T[] | FieldErrors;
  /**
   * The record as the API answers it (joined names, nested rows); prepared once per call. `rows`, when given, are the
   * only rows it will present: a call for one record then joins that record's rows, not the whole practice's.
   */
  present?: (db: Db, rows?: readonly T[]) => (row: T) => unknown;
  /** Whether the caller may reach a row (a therapist only their students); every row when absent. */
  visible?: (row: T, req: Request) => boolean;
  /** Further routes of the resource, registered before its calls (so fixed paths come before `{id}` ones). */
  routes?: (router: Router, context: AreaContext, parts: ResourceParts<T>) => void;
}

/** A further list call over the same rows, narrowed (a student's personal contacts, say). */
export interface ScopedList<T> {
  path: EndpointSpec;
  where: (row: T) => boolean;
}

export interface ResourceSpec<T extends Row> {
  /** The record's name in messages: 'agency' → 'Agency created successfully.'. */
  name: string;
  /** Overrides the capitalised name in messages. */
  title?: string;
  table: string;
  paths: ResourcePaths;
  permission: PermissionSpec;
  /** Guards in place of the permission's, for a module whose entries carry methods; the permission still names the module. */
  access?: AccessGuards;
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
  /** Lists answer every matching row as an array instead of a page. */
  unpaged?: boolean;
  /** The order when a list call names no sort field; newest (highest id) first unless given. */
  order?: (a: T, b: T) => number;
  /** The list answers the soft-deleted rows instead when this parameter is 1 or true (a deleted list by flag). */
  deletedParam?: string;
  scopedLists?: readonly ScopedList<T>[];
  owner?: OwnerSpec;
  hooks?: ResourceHooks<T>;
  /** The list's export call, registered after the resource's calls. */
  export?: ResourceExport<T>;
  /** The import call, registered after the export. */
  import?: ResourceImport<T>;
  /** The seeded rows; may be left out when another definition already seeds the table. */
  seed?: (faker: Faker, db: Db) => NewRow<T>[];
}

export type ResourceExport<T extends Row> = Omit<ExportSpec<T>, 'resource'>;
export type ResourceImport<T extends Row> = Omit<ImportSpec<T>, 'resource'>;

/** A call a declaration leaves out although the description has it. */
export type ResourcePathOverrides = { [operation in Operation]?: EndpointSpec | null };

/**
 * A resource as an area declares it. With its GraphQL `type`, what the practice API's description says of it is
 * derived: its paths, fillable, required, casts and filters. A declared value wins: paths and casts and filters key
 * by key (a null path leaves a described call out), fillable and required whole. Without a type, paths are declared.
 */
export type ResourceDeclaration<T extends Row> = Omit<ResourceSpec<T>, 'paths' | 'export' | 'import'> & {
  /** The GraphQL type the schema's standard field names are made from: 'Certification'. */
  type?: string;
  /** The type's plural in those names, where it is not regular: 'Staff'. */
  plural?: string;
  paths?: ResourcePathOverrides;
  /** An export at the described call (or the path given), the create body's fields as its columns unless given. */
  export?: Omit<ResourceExport<T>, 'path' | 'columns'> & { path?: EndpointSpec; columns?: readonly ExportColumn<T>[] };
  /** An import at the described call (or the path given). */
  import?: Omit<ResourceImport<T>, 'path'> & { path?: EndpointSpec };
};

export interface Resource<T extends Row> extends Area {
  spec: ResourceSpec<T>;
}
