// Goals (target playlists): the resource, its tree, mass edit and delete, export, and the checked mass import.
import { resourceArea } from '../../kit/resource-area.js';
import type { Area } from '../../server/area.js';
import { goalResource } from './resource.js';

export const goalsArea: Area = { ...resourceArea('goals', goalResource), after: ['goal-attributes', 'skill-areas', 'students'] };

export { goalsTable } from './present.js';
export type { Goal } from './goal.js';
