// A dynamic field: a reusable form field (label, type, options) checklist form templates are built from.
import type { Row } from '../../db/table.js';

export const dynamicFieldTypes = ['text', 'textarea', 'number', 'date', 'select', 'checkbox', 'radio', 'signature', 'file'] as const;

export interface DynamicField extends Row {
  /** The label shown beside the field. */
  name: string;
  /** The key the answer is stored under. */
  field_key: string;
  field_type: (typeof dynamicFieldTypes)[number];
  /** The choices of a select or radio field. */
  options: string[] | null;
  is_required: boolean;
  placeholder: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
