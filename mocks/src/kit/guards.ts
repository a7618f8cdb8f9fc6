// Who may make a resource's calls: the permission an operation needs and the guards that ask for it.
import type { RequestHandler } from 'express';
import type { Auth } from '../server/auth.js';
import type { AccessGuards, Operation, PermissionSpec } from './types.js';

/** The permission an operation needs: its own where the spec names one, else the default (null: signed in). */
export function operationPermission(permission: PermissionSpec, operation: Operation): string | null {
  if (permission === null || typeof permission === 'string') return permission;
  return permission[operation] !== undefined ? (permission[operation] ?? null) : permission.default;
}

/** Signed in, then the permission unless there is none to ask for. */
export function permissionGuards(auth: Auth, permission: string | null): RequestHandler[] {
  return permission === null ? [auth.required] : [auth.required, auth.requirePermission(permission)];
}

/** The guards an operation's calls pass: the resource's own guards, or signed in and the permission it names. */
export function operationGuards(
  auth: Auth,
  spec: { permission: PermissionSpec; access?: AccessGuards | undefined },
  operation: Operation,
): RequestHandler[] {
  return spec.access ? spec.access(auth, operation) : permissionGuards(auth, operationPermission(spec.permission, operation));
}
