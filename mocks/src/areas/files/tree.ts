// The folder tree: what is in sight (a row not deleted, under no deleted folder), paths, sizes, and the names taken
// in a folder. Rows in a deleted folder stay as they were, so restoring the folder brings them back.
import type { FileRow, FolderRow } from './rows.js';
import { sameName } from './names.js';
import type { FileTables } from './tables.js';

export interface Crumb {
  id: number;
  name: string;
}

export class FolderTree {
  readonly #folders = new Map<number, FolderRow>();
  readonly #children = new Map<number | null, FolderRow[]>();
  readonly #files = new Map<number | null, FileRow[]>();

  constructor(readonly tables: FileTables) {
    for (const folder of tables.folders.all()) {
      this.#folders.set(folder.id, folder);
      const list = this.#children.get(folder.parent_id) ?? [];
      list.push(folder);
      this.#children.set(folder.parent_id, list);
    }
    for (const file of tables.files.all()) {
      const list = this.#files.get(file.folder_id) ?? [];
      list.push(file);
      this.#files.set(file.folder_id, list);
    }
  }

  folder(id: number): FolderRow | undefined {
    return this.#folders.get(id);
  }

  /** A folder that is not deleted and under no deleted folder; null (the top) always is. */
  inSight(id: number | null): boolean {
    for (let current = id; current !== null;) {
      const folder = this.#folders.get(current);
      if (!folder || folder.deleted_at !== null) return false;
      current = folder.parent_id;
    }
    return true;
  }

  folderInSight(folder: FolderRow): boolean {
    return this.inSight(folder.id);
  }

  fileInSight(file: FileRow): boolean {
    return file.deleted_at === null && this.inSight(file.folder_id);
  }

  /** Folders directly inside (null: at the top), not deleted. */
  childFolders(parentId: number | null): FolderRow[] {
    return (this.#children.get(parentId) ?? []).filter((folder) => folder.deleted_at === null);
  }

  childFiles(folderId: number | null): FileRow[] {
    return (this.#files.get(folderId) ?? []).filter((file) => file.deleted_at === null);
  }

  /** From the top down to the folder, the folder included; empty for the top. */
  path(id: number | null): Crumb[] {
    const crumbs: Crumb[] = [];
    for (let current = id; current !== null;) {
      const folder = this.#folders.get(current);
      if (!folder) break;
      crumbs.unshift({ id: folder.id, name: folder.name });
      current = folder.parent_id;
    }
    return crumbs;
  }

  /** Bytes of the files in sight below a folder. */
  size(id: number): number {
    let total = 0;
    const walk = (folderId: number) => {
      for (const file of this.childFiles(folderId)) total += file.size;
      for (const child of this.childFolders(folderId)) walk(child.id);
    };
    walk(id);
    return total;
  }

  /** Whether a name is used by another folder or file in sight in a folder (null: the top). */
  nameTaken(parentId: number | null, name: string, except?: { kind: 'folder' | 'file'; id: number }): boolean {
    const clash = (kind: 'folder' | 'file') => (row: { id: number; name: string }) =>
      !(except?.kind === kind && except.id === row.id) && sameName(row.name, name);
    return this.childFolders(parentId).some(clash('folder')) || this.childFiles(parentId).some(clash('file'));
  }
}

export function treeOf(tables: FileTables): FolderTree {
  return new FolderTree(tables);
}
