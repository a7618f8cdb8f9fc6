// The target playlist (goal) screens, by page: the list, add and edit (the tree, playlist and attributes), the deleted
// goals, the checked mass import, mass edit of a goal tree and the import list.
import { DeletedGoals } from './DeletedGoals';
import { AddGoal, EditGoal } from './GoalEditor';
import { GoalImportList } from './GoalImportList';
import { GoalList } from './GoalList';
import { MassGoalEdit } from './MassGoalEdit';
import { MassGoalImport } from './MassGoalImport';

export const screens = {
  List: GoalList,
  Add: AddGoal,
  Edit: EditGoal,
  Deleted: DeletedGoals,
  MassImport: MassGoalImport,
  MassEdit: MassGoalEdit,
  ImportList: GoalImportList,
};
