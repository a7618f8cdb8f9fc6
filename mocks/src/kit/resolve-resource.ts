// A resource's declaration made whole: what the description says of its type, with what it declares on top.
import type { Row } from '../db/table.js';
import { describedResource, type DescribedResource } from './described-resource.js';
import type { Cast } from './input.js';
import type { FilterSpec } from './list-rows.js';
import type { Operation, ResourceDeclaration, ResourcePaths, ResourceSpec } from './types.js';

type Field<T> = keyof T & string;

export function resolveResource<T extends Row>(declaration: ResourceDeclaration<T>): ResourceSpec<T> {
  const { type, plural, paths: declaredPaths = {}, export: exported, import: imported, ...rest } = declaration;
  if (type === undefined) {
    const paths: ResourcePaths = {};
    for (const [operation, given] of Object.entries(declaredPaths) as [Operation, ResourcePaths[Operation] | null][]) {
      if (given) paths[operation] = given;
    }
    return { ...rest, paths, ...resolveFiles(declaration) };
  }
  const described = describedResource(type, plural);
  const paths: ResourcePaths = { ...described.paths };
  for (const [operation, given] of Object.entries(declaredPaths) as [Operation, ResourcePaths[Operation] | null][]) {
    if (given === null) delete paths[operation];
    else if (given !== undefined) paths[operation] = given;
  }
  if (!paths.list && !paths.detail && !paths.create) throw new Error(`${declaration.name}: the description has no calls of ${type}`);
  // The owner and the deleted flag are list parameters, not filters.
  const notFilters = new Set([declaration.owner?.field, declaration.deletedParam]);
  const filters: Record<string, FilterSpec<T>> = {};
  for (const [parameter, field] of Object.entries(described.filters)) {
    if (!notFilters.has(parameter)) filters[parameter] = field as Field<T>;
  }
  // A resource without a create body takes every field sent, as an undeclared fillable does.
  const fillable = declaration.fillable ?? (described.fillable.length > 0 ? (described.fillable as Field<T>[]) : undefined);
  return {
    ...rest,
    paths,
    ...(fillable ? { fillable } : {}),
    required: declaration.required ?? (described.required as Field<T>[]),
    casts: { ...(described.casts as Partial<Record<Field<T>, Cast>>), ...declaration.casts },
    filters: { ...filters, ...declaration.filters },
    ...resolveFiles(declaration, described),
  };
}

/** The export and import a resource declares, at the described calls; the export's columns are the create body's fields. */
function resolveFiles<T extends Row>(declaration: ResourceDeclaration<T>, described?: DescribedResource): Pick<ResourceSpec<T>, 'export' | 'import'> {
  const files: Pick<ResourceSpec<T>, 'export' | 'import'> = {};
  const missing = (call: string) => new Error(`${declaration.name}: the description has no ${call} call; give its path`);
  if (declaration.export) {
    const path = declaration.export.path ?? described?.exportPath;
    if (path === undefined) throw missing('export');
    const columns = declaration.export.columns ?? (described?.fillable as Field<T>[] | undefined);
    if (!columns?.length) throw new Error(`${declaration.name}: the export needs its columns`);
    files.export = { ...declaration.export, path, columns };
  }
  if (declaration.import) {
    const path = declaration.import.path ?? described?.importPath;
    if (path === undefined) throw missing('import');
    files.import = { ...declaration.import, path };
  }
  return files;
}
