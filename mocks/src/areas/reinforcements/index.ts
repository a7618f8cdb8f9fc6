// Reinforcement, with the soft-delete lifecycle; behind 'certification-list'.
import { defineResource } from '../../kit/index.js';
import { resourceArea } from '../../kit/resource-area.js';
import type { Reinforcement } from './reinforcement.js';
import { seedReinforcements } from './seed.js';

export const reinforcementResource = defineResource<Reinforcement>({
  name: 'reinforcement',
  table: 'reinforcements',
  paths: {
    list: 'reinforcement',
    detail: 'reinforcement/{id}',
    create: 'reinforcement',
    update: 'reinforcement/{id}',
    remove: 'reinforcement/{id}',
    deleted: 'deleted-reinforcement',
    restore: 'restore-reinforcement',
    permanentDelete: 'permanent-delete-reinforcement',
  },
  permission: 'certification-list',
  required: ['name'],
  unique: ['name'],
  searchable: ['name', 'category', 'description'],
  filters: { status: 'status', category: 'category' },
  fillable: ['name', 'category', 'description', 'status'],
  casts: { status: 'integer' },
  defaults: { status: 1 },
  seed: seedReinforcements,
});

export const reinforcementsArea = resourceArea('reinforcements', reinforcementResource);

export type { Reinforcement } from './reinforcement.js';
