// The deleted goals: restore or delete for good (a parent goal with the sub-goals deleted with it).
import { col, DeletedList, derived } from '../../kit';
import type { GoalFieldsFragment } from '../../gql/graphql';
import { goalPaths, studentLabel } from './names';
import { goalDocuments } from './operations';

type Row = GoalFieldsFragment;

const columns = [
  col<Row>('name', 'Goal', { flex: 3 }),
  derived<Row>('student', 'Student', (row) => (row.student ? studentLabel(row.student) : ''), { flex: 1.4 }),
  derived<Row>('parentName', 'Parent goal', (row) => row.parentName ?? '—', { flex: 2 }),
  derived<Row>('skillArea', 'Skill area', (row) => row.skillArea?.name),
];

export function DeletedGoals() {
  return (
    <DeletedList
      plural="Goals"
      singular="Goal"
      deleted={goalDocuments.deleted}
      columns={columns}
      rowName={(row) => row.name}
      restore={goalDocuments.restore}
      purge={goalDocuments.purge}
      listPath={goalPaths.list}
    />
  );
}
