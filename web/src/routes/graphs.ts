import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

// The graph pages share one chunk, with ECharts loaded when the first chart is drawn.
const graphs = screensOf(() => import('../screens/graphs'));

const graph = area({ label: 'Graph' }, { permission: 'certification-add' });

export const graphRoutes: AppRoute[] = [
  graph('/graph/abc-behavior', 'Students Behavior Graph', { permission: 'Students Behavior Graph', screen: graphs('Abc') }),
  graph('/graph/student-behavior', 'Student Behavior', { screen: graphs('Behavior') }),
  graph('/graph/student-skill-behavior', 'Student Skill Behavior', { permission: 'Students Behavior Graph', screen: graphs('Skill') }),
  graph('/graph/student-note-helper-graph', 'Students Note Helper Graph', { permission: 'Students Note Helper Graph', screen: graphs('NoteHelper') }),
  graph('/graph/fluency-rate', 'Fluency Rate', { screen: graphs('Fluency') }),
  graph('/graph/data-import-list', 'Data Import List', { screen: graphs('DataImport') }),
];
