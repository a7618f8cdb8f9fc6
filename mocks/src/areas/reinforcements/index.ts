// Reinforcement, with the soft-delete lifecycle; behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { Reinforcement } from './reinforcement.js';
import { seedReinforcements } from './seed.js';

export const reinforcementResource = defineResource<Reinforcement>({
  name: 'reinforcement',
  type: 'Reinforcement',
  table: 'reinforcements',
  permission: 'certification-list',
  unique: ['name'],
  searchable: ['name', 'category', 'description'],
  defaults: { status: 1 },
  seed: seedReinforcements,
});

export const reinforcementsArea = resourceArea('reinforcements', reinforcementResource);

export type { Reinforcement } from './reinforcement.js';
