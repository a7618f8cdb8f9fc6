// The file manager's three tables, defined (and seeded) on first use, and the bytes of its files.
import type { Db } from '../../db/index.js';
import type { Table } from '../../db/table.js';
import { storedBytesOf, type StoredBytes } from '../../kit/stored-bytes.js';
import type { FileRow, FolderRow, ShareRow } from './rows.js';
import { seedFiles, seedFolders, seedShares } from './seed.js';

export interface FileTables {
  folders: Table<FolderRow>;
  files: Table<FileRow>;
  shares: Table<ShareRow>;
  bytes: StoredBytes;
}

export function fileTables(db: Db): FileTables {
  const folders = db.defineTable<FolderRow>('folders', (faker) => seedFolders(faker, db));
  const files = db.defineTable<FileRow>('files', (faker) => seedFiles(faker, db, folders.all()));
  const shares = db.defineTable<ShareRow>('file_shares', () => seedShares(folders.all(), files.all()));
  return { folders, files, shares, bytes: storedBytesOf(db, 'files') };
}
