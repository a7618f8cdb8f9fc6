// Note helper categories and sub-categories (create, read, update, delete session-form-category and
// session-form-sub-category; GET session-form-all-categories). Deleting a category deletes its sub-categories. A
// sub-category's name is unique within its category. Behind 'behavior-list', as the note helper settings are.
import { defineResource } from '../../kit/index.js';
import { parseId } from '../../kit/ids.js';
import { checkUniqueWithin, registerWriteGuard } from '../../kit/write-guard.js';
import type { Area } from '../../server/area.js';
import type { NoteHelperCategory, NoteHelperSubCategory } from './note-helper-category.js';
import { registerNoteHelperImport } from './import.js';
import { seedNoteHelperCategories, seedNoteHelperSubCategories } from './seed.js';

export const noteHelperPermission = 'behavior-list';

export const noteHelperCategoryResource = defineResource<NoteHelperCategory>({
  name: 'category',
  type: 'NoteHelperCategory',
  table: 'note_helper_categories',
  // Whoever writes a session note reads the categories.
  permission: { default: noteHelperPermission, all: null },
  unique: ['name'],
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedNoteHelperCategories,
});

export const noteHelperSubCategoryResource = defineResource<NoteHelperSubCategory>({
  name: 'sub category',
  type: 'NoteHelperSubCategory',
  title: 'Sub category',
  table: 'note_helper_sub_categories',
  permission: noteHelperPermission,
  searchable: ['name', 'description'],
  defaults: { status: 1 },
  seed: seedNoteHelperSubCategories,
});

export const noteHelperCategoriesArea: Area = {
  name: 'note-helper-categories',
  register(router, context) {
    const { db, auth } = context;
    registerWriteGuard(router, context, {
      table: noteHelperSubCategoryResource.spec.table,
      paths: noteHelperSubCategoryResource.spec.paths,
      permission: noteHelperPermission,
      required: ['category_id', 'name'],
      references: [{ field: 'category_id', table: noteHelperCategoryResource.spec.table }],
      check(values, errors, guard) {
        checkUniqueWithin(values, errors, guard, noteHelperSubCategoryResource.spec.table, 'category_id', ['name']);
      },
    });
    // A category's sub-categories go with it; the category's own delete (and its 404) follows.
    router.delete('/session-form-category/:id', auth.required, auth.requirePermission(noteHelperPermission), (req, _res, next) => {
      const id = parseId(req.params.id);
      if (id !== undefined && db.table(noteHelperCategoryResource.spec.table).find(id)) {
        const subs = db.table<NoteHelperSubCategory>(noteHelperSubCategoryResource.spec.table);
        for (const sub of subs.active().filter((row) => row.category_id === id)) subs.softDelete(sub.id);
      }
      next();
    });
    noteHelperCategoryResource.register(router, context);
    noteHelperSubCategoryResource.register(router, context);
    registerNoteHelperImport(
      router,
      context,
      { categories: noteHelperCategoryResource.spec.table, subCategories: noteHelperSubCategoryResource.spec },
      noteHelperPermission,
    );
  },
};

export { noteHelperImportColumns } from './import.js';
export type { NoteHelperCategory, NoteHelperSubCategory } from './note-helper-category.js';
