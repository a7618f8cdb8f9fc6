// The notes and their session files, and the bytes of signatures and files (kept beside the tables by storage key).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { SessionFileRow, SessionNoteRow } from './rows.js';

export const notesTableName = 'session_notes';

export function notesTable(db: Db) {
  return db.defineTable<SessionNoteRow>(notesTableName);
}

export function sessionFilesTable(db: Db) {
  return db.defineTable<SessionFileRow>('session_files');
}

export function noteOfSession(db: Db, sessionId: number): SessionNoteRow | undefined {
  return notesTable(db)
    .active()
    .find((row) => row.session_id === sessionId);
}

export function newKey(): string {
  return randomBytes(16).toString('hex');
}

const stores = new WeakMap<Db, Map<string, Buffer>>();

function storeOf(db: Db): Map<string, Buffer> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Map()));
  return store;
}

export function keepBytes(db: Db, key: string, bytes: Buffer): void {
  storeOf(db).set(key, bytes);
}

export function bytesOf(db: Db, key: string): Buffer | undefined {
  return storeOf(db).get(key);
}
