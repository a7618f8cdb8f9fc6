// Target playlists (goals).
import { area } from './define';
import type { AppRoute } from './types';

const goals = area({ label: 'Target Playlists', to: '/goal' }, { permission: 'goals-list' });

export const goalRoutes: AppRoute[] = [
  goals('/goal', 'Target Playlists'),
  goals('/add-goal', 'Add Target Playlist'),
  goals('/edit-goal/:goal_id', 'Edit Target Playlist'),
  goals('/delete-goal', 'Deleted Target Playlists'),
  goals('/mass-goal-import', 'Goal Import', { permission: 'Goal Import' }),
  goals('/mass-goal-edit/:goal_id', 'Mass Goal Edit'),
];
