// Goal activities: what each activity session of the clinic day works on, behind 'Goal Generator'.
import { resource } from '../../routes/resource';

export const goalActivities = resource({
  singular: 'Goal Activity',
  plural: 'Goal Activities',
  pages: { List: '/goal-activity', Add: '/goal-activity/add', Edit: '/goal-activity/edit/:goal_activity_id', Deleted: '/goal-activity/deleted' },
  titles: { List: 'Goal Activity', Deleted: 'Deleted Goal Activity' },
  permission: 'Goal Generator',
  menu: { label: 'Goal Activity', icon: 'walk', check: { label: 'Goal Generator' }, section: 'Goal Generator', position: 50 },
  documents: {
    type: 'GoalActivity',
    fields: ['id', 'sessionName', 'description', 'skillAreaId', 'skillAreaName', 'targetName', 'status'],
    export: 'goalActivityDocuments',
    rootFields: { list: 'goalActivities', deleted: 'deletedGoalActivities' },
  },
});
