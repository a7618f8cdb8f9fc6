// The catalogue the permission guard already knows: every module with List, Add, Edit and
// Delete on its menu, Generate Session Report on Auto Generate Session, and the HR platform's Go To Website.
// Organisations are the Super Admin's and are not in it.
import type { NewRow } from '../../db/table.js';
import { hrPlatformPermission, permissionMethods, permissionModules, type PermissionEntry } from '../auth/permissions.js';
import type { PermissionItem, PermissionModule } from './permission-module.js';

const extraMethods: Readonly<Record<string, readonly string[]>> = {
  'Auto Generate Session': ['Generate Session Report'],
};

const modules: readonly { label: string; subLabel: string; methods: readonly string[] }[] = [
  ...permissionModules.map((module) => ({ ...module, methods: [...permissionMethods, ...(extraMethods[module.label] ?? [])] })),
  { label: hrPlatformPermission.label, subLabel: hrPlatformPermission.sub_label, methods: [hrPlatformPermission.method] },
];

/** The seeded items in insertion order: the item at index i has id i + 1. */
export const seededPermissionItems: readonly PermissionEntry[] = modules.flatMap((module) =>
  module.methods.map((method) => ({ label: module.label, sub_label: module.subLabel, method })),
);

/** The seeded id of an item; throws for one the catalogue does not hold, so a seed cannot point nowhere. */
export function seededPermissionItemId(label: string, method: string): number {
  const index = seededPermissionItems.findIndex((item) => item.label === label && item.method === method);
  if (index < 0) throw new Error(`No permission item ${label} / ${method}`);
  return index + 1;
}

export function seedPermissionModules(): NewRow<PermissionModule>[] {
  return modules.map((module) => ({ label: module.label }));
}

export function seedPermissionItems(): NewRow<PermissionItem>[] {
  return modules.flatMap((module, index) =>
    module.methods.map((method) => ({ module_id: index + 1, label: module.label, sub_label: module.subLabel, method })),
  );
}
