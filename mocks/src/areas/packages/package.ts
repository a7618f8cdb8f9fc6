// A package: services sold together (an early-learner program of direct therapy, supervision and parent training),
// with its weekly hours and price.
import type { Row } from '../../db/table.js';

export interface ServicePackage extends Row {
  name: string;
  description: string | null;
  /** The services the package bundles. */
  service_ids: number[];
  /** Hours of service per week. */
  weekly_hours: number | null;
  /** Price per month, in dollars. */
  price: number | null;
  /** 1 active, 0 inactive. */
  status: number;
}
