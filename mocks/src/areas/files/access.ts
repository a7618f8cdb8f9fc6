// Who may call what, and the plumbing every route shares. Folder calls ask for 'folder-list', file calls for
// 'file-list', the file manager's own calls (tree, contents, trash, share, copy, move, downloads) for
// 'File Management'; the shared lists only for a session (they show what others shared with the caller).
import type { Request, RequestHandler, Response } from 'express';
import { parseId } from '../../kit/ids.js';
import { listParams } from '../../kit/list-query.js';
import type { AreaContext } from '../../server/area.js';
import { callerOf } from '../../server/auth.js';
import { readyTables } from './contents.js';
import { Presenter } from './present.js';

export const filePermissions = { folders: 'folder-list', files: 'file-list', manager: 'File Management' } as const;

export type Handler = (req: Request, res: Response, view: Presenter) => void | Promise<void>;

/** A route's handlers: its guard, then the handler with the tables ready and a presenter for this request. */
export function route(context: AreaContext, permission: keyof typeof filePermissions | null, handler: Handler): RequestHandler[] {
  const guards = permission === null ? [context.auth.required] : [context.auth.required, context.auth.requirePermission(filePermissions[permission])];
  return [
    ...guards,
    async (req, res, next) => {
      try {
        const tables = await readyTables(context.db);
        await handler(req, res, new Presenter(req, context.db, tables));
      } catch (error) {
        next(error);
      }
    },
  ];
}

/** Ids of a list parameter (`folder_ids[]=1&folder_ids[]=2`, a JSON array, or a comma list); bad entries dropped. */
export function idsOf(value: unknown): number[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : [value];
  return [...new Set(raw.map(parseId).filter((id): id is number => id !== undefined))];
}

export function params(req: Request): Record<string, unknown> {
  return listParams(req);
}

/** An optional folder id: blank means the top; undefined when it names no folder in sight. */
export function folderIdParam(view: Presenter, value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '' || value === 'null') return null;
  const id = parseId(value);
  return id !== undefined && view.tree.inSight(id) ? id : undefined;
}

/** The signed-in person's user id. */
export function callerId(req: Request): number {
  return callerOf(req).user.id;
}
