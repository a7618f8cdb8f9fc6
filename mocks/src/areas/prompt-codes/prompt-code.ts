// A prompt code: a prompt level recorded with each trial.
import type { Row } from '../../db/table.js';

export interface PromptCode extends Row {
  code: string;
  name: string;
  /** Order from most (1) to least intrusive. */
  level: number | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
