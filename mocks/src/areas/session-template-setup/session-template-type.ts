// A session template type: the kind of session a note is written for (direct therapy, supervision, ...).
import type { Row } from '../../db/table.js';

export interface SessionTemplateType extends Row {
  name: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
