// Goal activities (list, add, edit, deleted), behind 'Goal Generator': each activity session's description, skill
// area and target. The session, description and target take any text and suggest the ones in use; the skill area
// is picked from the practice's list.
import { col, defineResource, lookup, statusCol } from '../../kit';
import { goalActivityDocuments, GoalActivityDescriptions, GoalActivitySessions, GoalActivitySkillAreas, GoalActivityTargetNames } from './operations';
import { goalActivities } from './resource';

const byName = (item: { name: string }) => item.name;

export const screens = defineResource({
  ...goalActivities.names,
  documents: goalActivityDocuments,
  rowName: (row) => `${row.sessionName}: ${row.targetName}`,
  columns: [
    col('sessionName', 'Activity Session', { flex: 1.2 }),
    col('description', 'Description', { flex: 3 }),
    col('skillAreaName', 'Skill Area', { flex: 1.2 }),
    col('targetName', 'Target', { flex: 1.4 }),
    statusCol(),
  ],
  fields: [
    {
      name: 'sessionName',
      label: 'Activity session',
      kind: 'text',
      required: true,
      maxLength: 255,
      options: lookup(GoalActivitySessions, byName),
      helper: 'The clinic day’s sessions are suggested.',
    },
    { name: 'skillAreaId', label: 'Skill area', kind: 'select', required: true, options: lookup(GoalActivitySkillAreas, byName) },
    {
      name: 'targetName',
      label: 'Target name',
      kind: 'text',
      required: true,
      maxLength: 255,
      options: lookup(GoalActivityTargetNames, byName),
      helper: 'Targets in use are suggested.',
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'text',
      required: true,
      wide: true,
      maxLength: 500,
      options: lookup(GoalActivityDescriptions, byName),
      helper: 'What the student does in the session; descriptions in use are suggested.',
    },
    { name: 'status', label: 'Status', kind: 'status' },
  ],
});
