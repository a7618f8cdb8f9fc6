import { area } from './define';
import type { AppRoute } from './types';

const graph = area({ label: 'Graph' }, { permission: 'certification-add' });

export const graphRoutes: AppRoute[] = [
  graph('/graph/abc-behavior', 'Students Behavior Graph', { permission: 'Students Behavior Graph' }),
  graph('/graph/student-behavior', 'Student Behavior'),
  graph('/graph/student-skill-behavior', 'Student Skill Behavior', { permission: 'Students Behavior Graph' }),
  graph('/graph/student-note-helper-graph', 'Students Note Helper Graph', { permission: 'Students Note Helper Graph' }),
  graph('/graph/fluency-rate', 'Fluency Rate'),
  graph('/graph/data-import-list', 'Data Import List'),
];
