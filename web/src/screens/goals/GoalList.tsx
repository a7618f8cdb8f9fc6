// The target playlists: every goal with its student, skill area, parent goal, progress and playlist size, filtered;
// check rows to delete several at once (the confirmation counts the goals it touches, sub-goals included).
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { col, ConfirmAlert, derived, ResourceList, useWrite } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import type { GoalFieldsFragment } from '../../gql/graphql';
import { goalFilters } from './GoalFilters';
import { goalCount, goalPaths, studentLabel } from './names';
import { ExportGoals, goalDocuments, MassDeleteGoals } from './operations';
import { GoalFields } from './operations.generated';

type Row = GoalFieldsFragment;

const columns = [
  col<Row>('name', 'Goal', { flex: 3, minWidth: 160 }),
  derived<Row>('student', 'Student', (row) => (row.student ? studentLabel(row.student) : ''), { flex: 1.3 }),
  derived<Row>('skillArea', 'Skill area', (row) => row.skillArea?.name, { flex: 1.1 }),
  derived<Row>('parentName', 'Parent goal', (row) => row.parentName ?? '—', { flex: 1.8 }),
  col<Row>('progressStatus', 'Progress', { flex: 0.9, minWidth: 120 }),
  derived<Row>('targetCount', 'Targets', (row) => row.targetCount ?? 0, { flex: 0.6, minWidth: 90 }),
  derived<Row>('subGoalCount', 'Sub-goals', (row) => row.subGoalCount ?? 0, { flex: 0.7, minWidth: 105 }),
];

/** Goals a delete of the chosen rows touches: each row, and a parent's sub-goals not chosen themselves. */
export function touchedCount(rows: readonly Row[], ids: readonly string[]): number {
  const chosen = new Set(ids);
  const chosenRows = rows.filter((row) => chosen.has(row.id));
  const subsChosen = (parentId: string) => chosenRows.filter((row) => row.parentId === parentId).length;
  return chosenRows.reduce((sum, row) => sum + 1 + (row.subGoalCount ?? 0) - subsChosen(row.id), 0);
}

export function GoalList() {
  const client = useApolloClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const massDelete = useWrite(MassDeleteGoals);
  // The rows on screen, as the list's cache holds them, to count what a mass delete touches.
  const rows = useMemo(() => {
    if (!confirming) return [];
    const found = new Map<string, Row>();
    for (const id of selected) {
      const row = client.cache.readFragment<Row>({
        id: client.cache.identify({ __typename: 'Goal', id }),
        fragment: GoalFields,
        fragmentName: 'GoalFields',
      });
      if (row) found.set(id, row);
    }
    return [...found.values()];
  }, [client, confirming, selected]);
  const count = touchedCount(rows, selected);

  const remove = async () => {
    const outcome = await massDelete.run({ ids: selected }, (data) => `${goalCount(data.result.count)} deleted.`);
    if (!outcome.ok) return;
    setConfirming(false);
    setSelected([]);
    await client.refetchQueries({ include: [goalDocuments.list] });
  };

  return (
    <>
      <ResourceList
        plural="Target Playlists"
        singular="Goal"
        list={goalDocuments.list}
        columns={columns}
        rowName={(row) => row.name}
        addPath={goalPaths.add}
        editPath={(row) => goalPaths.edit(row.id)}
        remove={goalDocuments.remove}
        deletedPath={goalPaths.deleted}
        importPath={goalPaths.massImport}
        exportList={ExportGoals}
        filters={goalFilters}
        selection={{ selectedIds: selected, onChange: setSelected }}
        toolbar={
          <>
            <LinkButton to={goalPaths.importList}>Imported goals</LinkButton>
            <Button
              intent="danger"
              icon="trash"
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
              text={`Delete selected (${selected.length})`}
            />
          </>
        }
      />
      <ConfirmAlert
        isOpen={confirming}
        confirmText={`Delete ${goalCount(count)}`}
        pending={massDelete.pending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Delete <strong>{goalCount(count)}</strong>?{' '}
          {count > selected.length && `That is the ${goalCount(selected.length)} chosen and the sub-goals under them. `}
          They move to the deleted goals, where they can be restored.
        </p>
      </ConfirmAlert>
    </>
  );
}
