// POST note-helper-category-import: a CSV of category, sub_category, description. Each row adds a sub-category under
// its category, named by text; a category not yet on file is created with it. A sub-category already in its category
// is refused.
import type { Router } from 'express';
import type { Table } from '../../db/table.js';
import { registerImport } from '../../kit/import.js';
import type { ResourceSpec } from '../../kit/types.js';
import type { AreaContext } from '../../server/area.js';
import type { NoteHelperCategory, NoteHelperSubCategory } from './note-helper-category.js';

/** The columns of the note-helper-category-import sample file. */
export const noteHelperImportColumns = ['category', 'sub_category', 'description'] as const;

const same = (a: unknown, b: unknown) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

export function registerNoteHelperImport(
  router: Router,
  context: AreaContext,
  tables: { categories: string; subCategories: ResourceSpec<NoteHelperSubCategory> },
  permission: string,
): void {
  registerImport<NoteHelperSubCategory>(router, context, {
    path: 'note-helper-category-import',
    resource: tables.subCategories,
    permission,
    // The header names the category by text; check() turns it into the category's id.
    columns: { category: 'category_id', sub_category: 'name' },
    check: (values, errors, { db }) => {
      if (!errors.empty) return undefined;
      const categories: Table<NoteHelperCategory> = db.table(tables.categories);
      const subs: Table<NoteHelperSubCategory> = db.table(tables.subCategories.table);
      const named = String(values.category_id);
      let category = categories.active().find((row) => same(row.name, named));
      if (category && subs.active().some((row) => row.category_id === category!.id && same(row.name, values.name))) {
        errors.taken('name');
        return undefined;
      }
      category ??= categories.insert({ name: named.trim(), description: null, sort_order: categories.active().length + 1, status: 1 });
      return { ...values, category_id: category.id };
    },
  });
}
