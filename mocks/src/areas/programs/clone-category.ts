// POST clone-program-category/{id}: copies a category under a free "(Copy)" name, inactive placement kept, so a
// practice can start a new tree branch from an existing one.
import type { Router } from 'express';
import type { Table } from '../../db/table.js';
import { parseId } from '../../kit/ids.js';
import type { AreaContext } from '../../server/area.js';
import { notFound, ok } from '../../server/replies.js';
import type { ProgramCategory } from './program-category.js';

export const programCategoryPermission = 'program-list';

/** "Name (Copy)", then "Name (Copy 2)", ... — the first not held by a category that is not deleted. */
export function copyName(table: Table<ProgramCategory>, name: string): string {
  const taken = new Set(table.active().map((row) => row.name.trim().toLowerCase()));
  let candidate = `${name} (Copy)`;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${name} (Copy ${n})`;
  return candidate;
}

export function registerProgramCategoryClone(router: Router, { db, auth }: AreaContext): void {
  const categories = db.defineTable<ProgramCategory>('program_categories');
  router.post('/clone-program-category/:id', auth.required, auth.requirePermission(programCategoryPermission), (req, res) => {
    const id = parseId(req.params.id);
    const source = id === undefined ? undefined : categories.find(id);
    if (!source) {
      notFound(res, 'Program category not found.');
      return;
    }
    const { id: _id, created_at: _created, updated_at: _updated, deleted_at: _deleted, ...values } = source;
    const copy = categories.insert({ ...values, name: copyName(categories, source.name) });
    ok(res, { message: 'Program category cloned successfully.', data: copy });
  });
}
