// A target accuracy: the mastery criterion a target is measured against.
import type { Row } from '../../db/table.js';

export interface TargetAccuracy extends Row {
  name: string;
  /** The accuracy a session must reach, 1 to 100. */
  percentage: number;
  /** How many sessions in a row must reach it. */
  consecutive_sessions: number | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
