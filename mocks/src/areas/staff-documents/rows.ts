// The rows of staff documents: a label setting (one document a staff title must or may provide) and an uploaded
// staff file. File contents live beside the table (see contents.ts), never on the rows, so a row can be sent as it is.
import type { Row } from '../../db/table.js';

export interface DocumentLabelSetting extends Row {
  label: string;
  /** The staff title (user group) it applies to. */
  user_group_id: number;
  /** 1 required, 0 optional. */
  required: number;
  /** Days an upload stays valid; null when it never lapses. */
  expires_after_days: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}

export interface StaffFile extends Row {
  staff_id: number;
  label_id: number | null;
  label: string | null;
  name: string;
  file_name: string;
  mime_type: string;
  size: number;
  /** YYYY-MM-DD after which it no longer counts for its label; null when it never lapses. */
  expires_on: string | null;
  /** Unguessable: the file's address is its credential, like a storage link. */
  storage_key: string;
  uploaded_by: number | null;
}
