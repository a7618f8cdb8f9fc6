// Graphs of progress drawn from the data recorded in sessions: the filter choices, behaviour and ABC graphs, skill
// and program (note-helper) percent graphs with their technical indicators, phase changes, and the behaviour-graph
// import with its log.
import type { Area } from '../../server/area.js';
import { registerBehaviorGraphs } from './behavior-graph.js';
import { registerGraphFilter } from './filter.js';
import { graphGuards } from './guards.js';
import { registerBehaviorImport } from './import.js';
import { registerProgress } from './progress.js';
import { registerSkillGraphs } from './skill-graph.js';

export const graphsArea: Area = {
  name: 'graphs',
  after: ['student-behaviors', 'student-data-entry', 'student-programs', 'students'],
  register(router, { db, auth }) {
    const guards = graphGuards(auth);
    registerGraphFilter(router, db, guards);
    registerBehaviorGraphs(router, db, guards);
    registerSkillGraphs(router, db, guards);
    registerProgress(router, db, guards);
    registerBehaviorImport(router, db, guards);
  },
};
