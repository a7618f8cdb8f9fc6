// A program target type: how a target is run and recorded (discrete trial, task analysis, frequency, ...).
import type { Row } from '../../db/table.js';

export interface ProgramTargetType extends Row {
  name: string;
  /** What a data sheet records: Percent correct, Frequency, Duration, Rate, Latency, Interval, Task analysis. */
  recording_method: string;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
