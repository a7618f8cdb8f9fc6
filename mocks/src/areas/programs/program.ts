// A program of the practice's library: a skill-acquisition or behaviour-reduction program students are given.
import type { Row } from '../../db/table.js';

export interface Program extends Row {
  name: string;
  /** The skill domain: Communication, Social, Daily Living, ... */
  domain: string | null;
  description: string | null;
  /** When a target counts as mastered, e.g. '80% across 3 consecutive sessions'. */
  mastery_criteria: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
