// A goal attribute: one of the practice's own fields on every goal.
import type { Row } from '../../db/table.js';

export interface GoalAttribute extends Row {
  name: string;
  /** Text, Number, Date or Select. */
  field_type: string;
  /** The choices of a Select attribute. */
  options: string[];
  required: boolean;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}

export const attributeFieldTypes = ['Text', 'Number', 'Date', 'Select'] as const;
