// A role: a named set of permission items.
import type { Row } from '../../db/table.js';

export const rolesTable = 'roles';

export interface Role extends Row {
  name: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
  /** Ids of permission items (the catalogue of permission-setup). */
  permission_ids: number[];
}
