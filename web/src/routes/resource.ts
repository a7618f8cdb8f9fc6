// A resource declared once: its names, pages, permission and menu entry. The declaration imports no screen code, so
// the route table and the menu read it without pulling a screen's chunk; the screen module reads the same object.
import type { IconName } from '@blueprintjs/core';
import type { ResourcePaths } from '../kit/defineResource';
import type { PermissionCheck } from '../session/permissions';
import type { CommonDocuments } from './commonDocuments';
import { area, type PageOptions } from './define';
import type { AppRoute, RouteMeta } from './types';

/** The pages a resource can have: its list, add and edit forms, deleted list and import. */
export type ResourcePage = 'List' | 'Add' | 'Edit' | 'Deleted' | 'Import';

/** The groups of the sidebar (layout/menu.ts), where a resource's link can be listed. */
export type MenuSection =
  | 'Calendar'
  | 'Session Notes'
  | 'Configuration'
  | 'Templates'
  | 'Goal Generator'
  | 'Invoices'
  | 'Eligibility'
  | 'Messages'
  | 'Roles'
  | 'Staff'
  | 'Graphs';

/** Where the sidebar links to the resource's list. */
export interface ResourceMenuEntry {
  label: string;
  icon: IconName;
  /** The menu's own check where it names another entry of the same module; else the subLabel of the permission. */
  check?: PermissionCheck;
  /** The group the link is listed in; none: the top level of the menu. */
  section?: MenuSection;
  /** Its place in the section: the menu orders each section's entries, its own and the resources', by position. */
  position: number;
}

export interface ResourceDeclaration<P extends ResourcePage> {
  singular: string;
  plural: string;
  /** The address of each page; the edit page's one route parameter is the record id. */
  pages: Record<P | 'List', string>;
  /** Page titles that differ from "Plural", "Add Singular", "Edit Singular", "Deleted Plural", "Import Plural". */
  titles?: Partial<Record<P | 'List', string>>;
  permission: string;
  superAdminOnly?: boolean;
  /** Meta of single pages, such as a funder page titled with the selected funder. */
  pageMeta?: Partial<Record<P | 'List', Pick<RouteMeta, 'funderPage'>>>;
  menu?: ResourceMenuEntry;
  /** The common documents `npm run codegen` writes into the operations.generated.ts beside the declaration. */
  documents?: CommonDocuments;
}

/** One page of a resource as the route table takes it, still without its screen. */
export interface ResourceRoute<P extends ResourcePage> {
  page: P;
  route: AppRoute;
}

/** What the kit's `defineResource` takes from the declaration. */
export interface ResourceNames {
  singular: string;
  plural: string;
  paths: ResourcePaths;
  idParam?: string;
}

export interface Resource<P extends ResourcePage> {
  singular: string;
  plural: string;
  permission: string;
  superAdminOnly: boolean;
  /** The list's address: the menu's link and every page's first crumb. */
  listPath: string;
  listTitle: string;
  menu?: ResourceMenuEntry;
  documents?: CommonDocuments;
  routes: readonly ResourceRoute<P>[];
  names: ResourceNames;
  /** The address of one record's edit page, where the resource has one. */
  editPath: 'Edit' extends P ? (id: string) => string : undefined;
  /** Further pages of the same area: the resource's crumb and permission unless they say otherwise. */
  page: (path: string, title: string, options?: PageOptions) => AppRoute;
}

/** Whether a module's export is a declared resource (what `resource()` gives). */
export function isResource(value: unknown): value is Resource<ResourcePage> {
  return typeof value === 'object' && value !== null && 'routes' in value && 'names' in value && 'permission' in value && 'listPath' in value;
}

/**
 * The pages `/{slug}`, `/add-{slug}`, `/edit-{slug}/:{slug}_id` and `/delete-{slug}` of a setup list: like every route
 * parameter, the record id is named for its record in snake_case (`/edit-billing-code/:billing_code_id`).
 */
export function setupPages(slug: string): Record<'List' | 'Add' | 'Edit' | 'Deleted', string> {
  return { List: `/${slug}`, Add: `/add-${slug}`, Edit: `/edit-${slug}/:${slug.replaceAll('-', '_')}_id`, Deleted: `/delete-${slug}` };
}

/** A setup list's pages and its import page `/import-{slug}`. */
export function setupPagesWithImport(slug: string): Record<ResourcePage, string> {
  return { ...setupPages(slug), Import: `/import-${slug}` };
}

const pageOrder: readonly ResourcePage[] = ['List', 'Add', 'Edit', 'Deleted', 'Import'];

function defaultTitle(page: ResourcePage, singular: string, plural: string): string {
  switch (page) {
    case 'List':
      return plural;
    case 'Add':
    case 'Edit':
      return `${page} ${singular}`;
    case 'Deleted':
      return `Deleted ${plural}`;
    case 'Import':
      return `Import ${plural}`;
  }
}

/** The edit page's record parameter and the address of one record's edit page. */
function editAddress(pattern: string): { idParam: string; edit: (id: string) => string } {
  const params = pattern.match(/:\w+/g) ?? [];
  if (params.length !== 1) throw new Error(`The edit page ${pattern} must take exactly one parameter, the record id.`);
  const param = params[0]!;
  return { idParam: param.slice(1), edit: (id) => pattern.replace(param, id) };
}

export function resource<P extends ResourcePage>(declaration: ResourceDeclaration<P>): Resource<P | 'List'> {
  const { singular, plural, permission, pages } = declaration;
  const superAdminOnly = declaration.superAdminOnly ?? false;
  const addresses: Partial<Record<ResourcePage, string>> = pages;
  const titles: Partial<Record<ResourcePage, string>> = declaration.titles ?? {};
  const pageMeta: Partial<Record<ResourcePage, Pick<RouteMeta, 'funderPage'>>> = declaration.pageMeta ?? {};
  const titleOf = (page: ResourcePage) => titles[page] ?? defaultTitle(page, singular, plural);

  const listTitle = titleOf('List');
  // A list whose address takes optional parameters is linked to without them.
  const listPath = pages.List.replace(/\/:\w+\?/g, '');
  const page = area({ label: listTitle, to: listPath }, superAdminOnly ? { permission, superAdminOnly } : { permission });
  const routes = pageOrder.flatMap((name): ResourceRoute<P | 'List'>[] => {
    const path = addresses[name];
    return path === undefined ? [] : [{ page: name as P | 'List', route: page(path, titleOf(name), pageMeta[name]) }];
  });

  const edit = addresses.Edit === undefined ? undefined : editAddress(addresses.Edit);
  const paths: ResourcePaths = {
    list: listPath,
    ...(addresses.Add !== undefined && { add: addresses.Add }),
    ...(edit && { edit: edit.edit }),
    ...(addresses.Deleted !== undefined && { deleted: addresses.Deleted }),
    ...(addresses.Import !== undefined && { import: addresses.Import }),
  };
  const names: ResourceNames = { singular, plural, paths, ...(edit && { idParam: edit.idParam }) };

  const editPath = edit?.edit as Resource<P | 'List'>['editPath'];
  const { menu, documents } = declaration;
  return { singular, plural, permission, superAdminOnly, listPath, listTitle, menu, documents, routes, names, editPath, page };
}
