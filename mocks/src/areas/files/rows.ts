// The rows of the file manager: folders (a tree by parent_id), files (in a folder or at the top) and shares. File
// bytes live in the stored-bytes store by storage_key, never on the rows. A deleted folder takes what it holds out of
// sight with it, without marking each row: restoring the folder brings them back as they were.
import type { Row } from '../../db/table.js';

export interface FolderRow extends Row {
  name: string;
  parent_id: number | null;
  student_id: number | null;
  created_by: number | null;
  deleted_by: number | null;
}

export interface FileRow extends Row {
  name: string;
  folder_id: number | null;
  mime_type: string;
  size: number;
  /** Unguessable: the file's address is its credential, like a storage link. */
  storage_key: string;
  student_id: number | null;
  funder_id: number | null;
  staff_id: number | null;
  start_date_of_auth: string | null;
  end_date_of_auth: string | null;
  created_by: number | null;
  deleted_by: number | null;
}

export type ItemKind = 'folder' | 'file';

export interface ShareRow extends Row {
  item_type: ItemKind;
  item_id: number;
  staff_id: number;
  shared_by: number;
  /** The last day the share shows (YYYY-MM-DD); null when it never lapses. */
  expires_on: string | null;
}
