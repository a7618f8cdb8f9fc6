// A reinforcer a team may offer, by category.
import type { Row } from '../../db/table.js';

export const reinforcementCategories = ['Edible', 'Tangible', 'Social', 'Activity', 'Sensory', 'Token'] as const;

export interface Reinforcement extends Row {
  name: string;
  /** One of reinforcementCategories. */
  category: string | null;
  description: string | null;
  /** 1 active, 0 inactive. */
  status: number;
}
