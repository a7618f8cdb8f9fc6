// Folders and files as the API answers them: names of people instead of their ids, the path from the top, counts
// and sizes, who it is shared with, and a file's storage address (inline for a PDF or image, otherwise a download).
import type { Request } from 'express';
import type { Db } from '../../db/index.js';
import { today } from '../../kit/dates.js';
import { isPreviewable } from './kinds.js';
import type { FileRow, FolderRow, ItemKind, ShareRow } from './rows.js';
import type { FileTables } from './tables.js';
import { treeOf, type FolderTree } from './tree.js';

export const storagePath = '/storage/files';

function namesOf(db: Db, table: string, name: (row: Record<string, unknown>) => string): Map<number, string> {
  if (!db.tableNames().includes(table)) return new Map();
  return new Map(
    db
      .table(table)
      .all()
      .map((row) => [row.id, name(row as unknown as Record<string, unknown>)]),
  );
}

/** A share that shows today: no expiry, or an expiry today or later. */
export function shareCurrent(share: ShareRow, day = today()): boolean {
  return share.expires_on === null || share.expires_on >= day;
}

export class Presenter {
  readonly tree: FolderTree;
  readonly #people: Map<number, string>;
  readonly #students: Map<number, string>;
  readonly #funders: Map<number, string>;
  readonly #base: string;

  constructor(
    req: Request,
    readonly db: Db,
    readonly tables: FileTables,
  ) {
    this.tree = treeOf(tables);
    this.#people = new Map(db.users.all().map((user) => [user.id, user.name]));
    this.#students = namesOf(db, 'students', (row) => `${String(row.first_name)} ${String(row.last_name)}`);
    this.#funders = namesOf(db, 'payers', (row) => String(row.name ?? ''));
    this.#base = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.baseUrl}${storagePath}`;
  }

  /** A presenter over the tables as they are now (after a write). */
  refreshed(req: Request): Presenter {
    return new Presenter(req, this.db, this.tables);
  }

  #person(id: number | null): string | null {
    return id === null ? null : (this.#people.get(id) ?? null);
  }

  #shares(kind: ItemKind, id: number) {
    return this.tables.shares
      .active()
      .filter((share) => share.item_type === kind && share.item_id === id && shareCurrent(share))
      .map((share) => ({
        staff_id: share.staff_id,
        staff_name: this.#person(share.staff_id),
        shared_by: this.#person(share.shared_by),
        shared_at: share.created_at,
        expires_on: share.expires_on,
      }));
  }

  folder = (row: FolderRow) => ({
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    path: this.tree.path(row.parent_id),
    children_count: this.tree.childFolders(row.id).length,
    files_count: this.tree.childFiles(row.id).length,
    size: this.tree.size(row.id),
    student_id: row.student_id,
    student_name: row.student_id === null ? null : (this.#students.get(row.student_id) ?? null),
    created_by: this.#person(row.created_by),
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    deleted_by: this.#person(row.deleted_by),
    shared_with: this.#shares('folder', row.id),
  });

  /** The address the bytes are served at; `download` asks for an attachment whatever the kind. */
  url(row: FileRow, download = false): string {
    return `${this.#base}/${row.storage_key}/${encodeURIComponent(row.name)}${download ? '?download=1' : ''}`;
  }

  file = (row: FileRow) => ({
    id: row.id,
    name: row.name,
    folder_id: row.folder_id,
    path: this.tree.path(row.folder_id),
    size: row.size,
    mime_type: row.mime_type,
    url: this.url(row),
    previewable: isPreviewable(row.mime_type),
    student_id: row.student_id,
    student_name: row.student_id === null ? null : (this.#students.get(row.student_id) ?? null),
    funder_id: row.funder_id,
    funder_name: row.funder_id === null ? null : (this.#funders.get(row.funder_id) ?? null),
    staff_id: row.staff_id,
    staff_name: this.#person(row.staff_id),
    start_date_of_auth: row.start_date_of_auth,
    end_date_of_auth: row.end_date_of_auth,
    created_by: this.#person(row.created_by),
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    deleted_by: this.#person(row.deleted_by),
    shared_with: this.#shares('file', row.id),
  });

  /** A folder's contents (null: the top), folders and files by name. */
  contents(folder: FolderRow | null) {
    const id = folder?.id ?? null;
    return {
      folder: folder ? this.folder(folder) : null,
      folders: byName(this.tree.childFolders(id)).map(this.folder),
      files: byName(this.tree.childFiles(id)).map(this.file),
    };
  }
}

export function byName<T extends { name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
}
