// A student's programs, targets, playlists, goals and the program tree.
import type { Area } from '../../server/area.js';
import { goalRecords, programRecords } from './programs.js';
import { programTables } from './records.js';
import { registerTargets } from './targets.js';
import { registerProgramViews } from './views.js';

export const studentProgramsArea: Area = {
  name: 'student-programs',
  after: ['students'],
  register(router, context) {
    programTables(context.db);
    // Fixed paths before the records' {id} paths.
    registerProgramViews(router, context);
    registerTargets(router, context);
    programRecords.register(router, context);
    goalRecords.register(router, context);
  },
};
