// A behaviour category: a behaviour the practice tracks (aggression, elopement, ...) and how it is measured.
import type { Row } from '../../db/table.js';

export interface BehaviorCategory extends Row {
  name: string;
  /** Reduction (a challenging behaviour) or Replacement (the behaviour taught instead). */
  behavior_type: string;
  /** Frequency, Duration, Interval or ABC: how data is taken. */
  measurement: string;
  /** The operational definition staff record against. */
  definition: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
