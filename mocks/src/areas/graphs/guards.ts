// Who may use the graph calls: reading graphs and phase changes needs 'Students Behavior Graph', the program
// (note-helper) graph 'Students Note Helper Graph', the behaviour-graph import and its list 'certification-add'
// (the permission the graph pages of the portal name); a therapist sees only the students they work with.
import type { RequestHandler } from 'express';
import { permissionGuards } from '../../kit/guards.js';
import type { Auth } from '../../server/auth.js';

export interface PermissionGuards {
  read: RequestHandler[];
  write: RequestHandler[];
  notes: RequestHandler[];
  import: RequestHandler[];
}

export const graphPermission = 'Students Behavior Graph';
export const noteHelperGraphPermission = 'Students Note Helper Graph';
export const graphImportPermission = 'certification-add';

export function graphGuards(auth: Auth): PermissionGuards {
  return {
    read: permissionGuards(auth, graphPermission),
    write: permissionGuards(auth, graphPermission),
    notes: permissionGuards(auth, noteHelperGraphPermission),
    import: permissionGuards(auth, graphImportPermission),
  };
}
