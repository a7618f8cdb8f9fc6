// A skill area: a domain programs and goals are grouped in.
import type { Row } from '../../db/table.js';

export interface SkillArea extends Row {
  name: string;
  code: string | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
