// Note helper categories and sub-categories: the headings session notes offer ready-made sentences under.
import type { Row } from '../../db/table.js';

export interface NoteHelperCategory extends Row {
  name: string;
  description: string | null;
  /** Where the category sits in the note form, smallest first. */
  sort_order: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}

export interface NoteHelperSubCategory extends Row {
  category_id: number;
  name: string;
  description: string | null;
  status: number;
}
