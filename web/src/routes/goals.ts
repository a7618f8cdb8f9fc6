// Target playlists (goals).
import { area } from './define';
import { screensOf } from './screens';
import type { AppRoute } from './types';

const pages = screensOf(() => import('../screens/goals'));

const goals = area({ label: 'Target Playlists', to: '/goal' }, { permission: 'goals-list' });

export const goalRoutes: AppRoute[] = [
  goals('/goal', 'Target Playlists', { screen: pages('List') }),
  goals('/add-goal', 'Add Target Playlist', { screen: pages('Add') }),
  goals('/edit-goal/:goal_id', 'Edit Target Playlist', { screen: pages('Edit') }),
  goals('/delete-goal', 'Deleted Target Playlists', { screen: pages('Deleted') }),
  goals('/mass-goal-import', 'Goal Import', { permission: 'Goal Import', screen: pages('MassImport') }),
  goals('/mass-goal-edit/:goal_id', 'Mass Goal Edit', { screen: pages('MassEdit') }),
];
