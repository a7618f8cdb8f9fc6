// Data entry as staff do it in a session: general behaviour data, its details per behaviour, ABC entries and skill
// (trial) data.
import type { Area } from '../../server/area.js';
import { registerAbc } from './abc.js';
import { registerBehaviorData } from './behavior-data.js';
import { registerSkillData } from './skill-data.js';

export const studentDataEntryArea: Area = {
  name: 'student-data-entry',
  after: ['student-behaviors', 'student-programs'],
  register(router, context) {
    registerBehaviorData(router, context);
    registerAbc(router, context);
    registerSkillData(router, context);
  },
};
