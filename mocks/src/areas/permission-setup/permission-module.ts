// The permission catalogue as the module and menu setup keeps it: modules (labels), and one item per menu
// (sub_label) and method that roles refer to by id.
import type { Row } from '../../db/table.js';

export const permissionModulesTable = 'permission_modules';
export const permissionItemsTable = 'permission_items';

export interface PermissionModule extends Row {
  label: string;
}

export interface PermissionItem extends Row {
  module_id: number;
  label: string;
  sub_label: string;
  method: string;
}

/** A module as label-list answers it: its menus, each with its methods. */
export interface ModuleView {
  id: number;
  label: string;
  menus: { sub_label: string; methods: string[] }[];
  created_at: string;
  updated_at: string;
}
