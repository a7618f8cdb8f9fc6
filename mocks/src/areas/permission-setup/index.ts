// Module and menu setup: label-list (modules and menus), permission-list (items of a module),
// permission-method (methods of a module), nameCheck (is a name free), permission-management (save, or update with
// updateId) and permission (every item, for the role form). Reading needs 'role-list'; writing and the name check
// are the Super Admin's alone, as Module and Menu Setup is.
import type { RequestHandler } from 'express';
import { parseId } from '../../kit/ids.js';
import { textParam } from '../../kit/list-query.js';
import type { Area } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { forbidden, notFound, ok, unprocessable } from '../../server/replies.js';
import { FieldErrors } from '../../server/validation.js';
import { superAdminType } from '../auth/permissions.js';
import { rolesTable, type Role } from '../roles/role.js';
import { readModuleInput, type ModuleInput } from './module-input.js';
import { permissionItemsTable, permissionModulesTable, type ModuleView, type PermissionItem, type PermissionModule } from './permission-module.js';
import { seedPermissionItems, seedPermissionModules } from './seed.js';

export const permissionReadPermission = 'role-list';

const superAdminOnly: RequestHandler = (req, res, next) => {
  if (callerOf(req).user.user_type === superAdminType) next();
  else forbidden(res);
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const permissionSetupArea: Area = {
  name: 'permission-setup',
  register(router, { db, auth }) {
    const modules = db.defineTable<PermissionModule>(permissionModulesTable, seedPermissionModules);
    const items = db.defineTable<PermissionItem>(permissionItemsTable, seedPermissionItems);
    const readers = [auth.required, auth.requirePermission(permissionReadPermission)];
    const writers = [auth.required, superAdminOnly];

    function view(module: PermissionModule): ModuleView {
      const menus = new Map<string, string[]>();
      for (const item of items.active().filter((row) => row.module_id === module.id)) {
        menus.set(item.sub_label, [...(menus.get(item.sub_label) ?? []), item.method]);
      }
      return {
        id: module.id,
        label: module.label,
        menus: [...menus].map(([sub_label, methods]) => ({ sub_label, methods })),
        created_at: module.created_at,
        updated_at: module.updated_at,
      };
    }

    function moduleLabelled(label: string | undefined): PermissionModule | undefined {
      return label === undefined ? undefined : modules.active().find((module) => same(module.label, label));
    }

    /** Names taken by modules and menus other than `except`'s. */
    function nameTaken(name: string, except: number | undefined): boolean {
      return (
        modules.active().some((module) => module.id !== except && same(module.label, name)) ||
        items.active().some((item) => item.module_id !== except && same(item.sub_label, name))
      );
    }

    router.get('/label-list', ...readers, (_req, res) => ok(res, { data: modules.active().map(view) }));

    router.get('/permission', ...readers, (_req, res) => ok(res, { data: items.active() }));

    router.get('/permission-list', ...readers, (req, res) => {
      const label = textParam(req.query as Record<string, unknown>, 'label')?.trim();
      if (!label) return unprocessable(res, new FieldErrors().add('label', 'The label field is required.'));
      ok(res, { data: items.active().filter((item) => same(item.label, label)) });
    });

    router.get('/permission-method', ...readers, (req, res) => {
      const label = textParam(req.query as Record<string, unknown>, 'label')?.trim();
      if (!label) return unprocessable(res, new FieldErrors().add('label', 'The label field is required.'));
      const module = moduleLabelled(label);
      if (!module) return notFound(res, 'Module not found.');
      const methods = items
        .active()
        .filter((item) => item.module_id === module.id)
        .map((item) => item.method);
      ok(res, { data: [...new Set(methods)] });
    });

    router.get('/nameCheck', ...writers, (req, res) => {
      const query = req.query as Record<string, unknown>;
      const name = textParam(query, 'name')?.trim();
      if (!name) return unprocessable(res, new FieldErrors().add('name', 'The name field is required.'));
      const available = !nameTaken(name, parseId(textParam(query, 'updateId')));
      ok(res, {
        data: { name, available, message: available ? 'The name is available.' : 'The name has already been taken.' },
      });
    });

    router.post('/permission-management', ...writers, (req, res) => {
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
      const updateId = body.updateId === undefined || body.updateId === null || body.updateId === '' ? undefined : parseId(body.updateId);
      const existing = updateId === undefined ? undefined : modules.find(updateId);
      if (body.updateId !== undefined && body.updateId !== null && body.updateId !== '' && !existing) {
        return notFound(res, 'Module not found.');
      }
      const { input, errors } = readModuleInput(body);
      if (input && nameTaken(input.label, existing?.id)) errors.add('label', 'The label has already been taken.');
      input?.menus.forEach((menu, index) => {
        if (nameTaken(menu.sub_label, existing?.id)) {
          errors.add(`menus.${index}.sub_label`, `The menus.${index}.sub_label has already been taken.`);
        }
      });
      if (!input || !errors.empty) return unprocessable(res, errors);
      const module = existing ? modules.update(existing.id, { label: input.label })! : modules.insert({ label: input.label });
      saveItems(module, input);
      ok(res, { message: existing ? 'Module updated successfully.' : 'Module created successfully.', data: view(module) });
    });

    /** Keeps the items (and their ids) that remain, adds the new ones, and removes the rest from roles too. */
    function saveItems(module: PermissionModule, input: ModuleInput): void {
      const current = items.active().filter((item) => item.module_id === module.id);
      const kept = new Set<number>();
      for (const menu of input.menus) {
        for (const method of menu.methods) {
          const match = current.find((item) => same(item.sub_label, menu.sub_label) && same(item.method, method));
          if (match) {
            items.update(match.id, { label: module.label, sub_label: menu.sub_label, method });
            kept.add(match.id);
          } else {
            items.insert({ module_id: module.id, label: module.label, sub_label: menu.sub_label, method });
          }
        }
      }
      const removed = new Set(current.filter((item) => !kept.has(item.id)).map((item) => item.id));
      if (removed.size === 0) return;
      for (const id of removed) items.purge(id);
      const roles = db.tableNames().includes(rolesTable) ? db.table<Role>(rolesTable) : undefined;
      for (const role of roles?.all() ?? []) {
        if (role.permission_ids.some((id) => removed.has(id))) {
          roles!.update(role.id, { permission_ids: role.permission_ids.filter((id) => !removed.has(id)) });
        }
      }
    }
  },
};

export { permissionItemsTable, permissionModulesTable } from './permission-module.js';
export type { ModuleView, PermissionItem, PermissionModule } from './permission-module.js';
