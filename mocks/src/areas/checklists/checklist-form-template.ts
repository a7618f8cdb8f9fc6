// A checklist form template: the form filled in for a checklist, made of dynamic fields.
import type { Row } from '../../db/table.js';

export interface ChecklistFormTemplate extends Row {
  name: string;
  checklist_master_id: number;
  /** The fields of the form, in order. */
  dynamic_field_ids: number[];
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
