// Goals: the table and the all-goals lookup (every goal not deleted, unpaged) that forms pick goals from. The goal
// screens' calls extend this area.
import type { Area } from '../../server/area.js';
import { ok } from '../../server/replies.js';
import { skillAreaResource, type SkillArea } from '../skill-areas/index.js';
import type { Goal } from './goal.js';
import { seedGoals } from './seed.js';

export const goalsTable = 'goals';

export const goalsArea: Area = {
  name: 'goals',
  register(router, { db, auth }) {
    const goals = db.defineTable<Goal>(goalsTable, (faker) => {
      const skillAreas = db.table<SkillArea>(skillAreaResource.spec.table).active();
      return seedGoals(faker, (name) => skillAreas.find((area) => area.name === name)?.id);
    });
    router.get('/all-goals', auth.required, (_req, res) => ok(res, { data: goals.active() }));
  },
};

export type { Goal } from './goal.js';
