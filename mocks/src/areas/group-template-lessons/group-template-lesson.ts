// A lesson template for group sessions.
import type { Row } from '../../db/table.js';

export interface GroupTemplateLesson extends Row {
  name: string;
  objective: string | null;
  duration_minutes: number | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
