// Mass edit of a goal tree: the parent goal and its sub-goals in a grid, the chosen ones (all at first) given the
// same skill area, progress, recording type, mastery criteria or target date; fields left empty stay as they are.
// A confirmation says how many goals the change touches before anything is written.
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { choices, col, ConfirmAlert, DataGrid, derived, fields, lookup, RecordForm, useWrite } from '../../kit';
import type { WriteResult } from '../../kit/writes/useWrite';
import { Loaded } from '../../kit/Loaded';
import type { GoalFieldsFragment, GoalMassEditInput } from '../../gql/graphql';
import { goalCount, goalPaths, progressStatuses, recordingTypes } from './names';
import { GoalSkillAreaOptions, GoalTree, MassEditGoals } from './operations';

type Row = GoalFieldsFragment;

const columns = [
  col<Row>('name', 'Goal', { flex: 3 }),
  derived<Row>('skillArea', 'Skill area', (row) => row.skillArea?.name, { flex: 1.2 }),
  col<Row>('progressStatus', 'Progress'),
  col<Row>('recordingType', 'Recording type'),
  col<Row>('masteryCriteria', 'Mastery criteria', { flex: 1.5 }),
  col<Row>('targetDate', 'Target date'),
];

const massFields = fields<GoalMassEditInput>(
  { name: 'skillAreaId', label: 'Skill area', kind: 'select', options: lookup(GoalSkillAreaOptions, (area) => area.name) },
  { name: 'progressStatus', label: 'Progress', kind: 'select', options: choices(...progressStatuses) },
  { name: 'recordingType', label: 'Recording type', kind: 'select', options: choices(...recordingTypes) },
  { name: 'masteryCriteria', label: 'Mastery criteria', kind: 'text', maxLength: 255 },
  { name: 'targetDate', label: 'Target date', kind: 'date' },
);

/** Only the fields given: an empty one leaves every goal's value as it is. */
function changesOf(input: GoalMassEditInput): GoalMassEditInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined && value !== '')) as GoalMassEditInput;
}

function MassEditForm({ goals, parent }: { goals: Row[]; parent: Row }) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>(() => goals.map((goal) => goal.id));
  const [pending, setPending] = useState<GoalMassEditInput | null>(null);
  const answer = useRef<((outcome: WriteResult<unknown>) => void) | null>(null);
  const edit = useWrite(MassEditGoals);

  const save = (input: GoalMassEditInput): Promise<WriteResult<unknown>> => {
    const changes = changesOf(input);
    if (Object.keys(changes).length === 0)
      return Promise.resolve({ ok: false, fieldErrors: { fields: 'Choose at least one field to change.' }, message: null });
    if (selected.length === 0) return Promise.resolve({ ok: false, fieldErrors: { ids: 'Choose at least one goal.' }, message: null });
    setPending(changes);
    return new Promise((resolve) => (answer.current = resolve));
  };

  const settle = async (confirmed: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    const changes = pending;
    if (!confirmed || !changes) {
      setPending(null);
      resolve?.({ ok: false, fieldErrors: {}, message: null });
      return;
    }
    const outcome = await edit.run({ ids: selected, input: changes }, (data) => `${goalCount(data.result.count)} updated.`);
    setPending(null);
    resolve?.(outcome);
  };

  return (
    <div className="kit-page">
      <p>
        The goal <strong>{parent.name}</strong> and its sub-goals. Choose the goals to change, then the values they all take; a field left empty is
        left as each goal has it.
      </p>
      <DataGrid label="Goals to change" rows={goals} columns={columns} selectedIds={selected} onSelectionChange={setSelected} />
      <p className="kit-muted" role="status">
        {goalCount(selected.length)} chosen.
      </p>
      <RecordForm
        label="Mass goal edit"
        fields={massFields}
        submitText={`Change ${goalCount(selected.length)}`}
        save={save}
        pending={edit.pending}
        onSaved={() => void navigate(goalPaths.edit(parent.id))}
        cancelTo={goalPaths.edit(parent.id)}
      />
      <ConfirmAlert
        isOpen={pending !== null}
        intent="primary"
        confirmText={`Change ${goalCount(selected.length)}`}
        pending={edit.pending}
        onConfirm={() => void settle(true)}
        onCancel={() => void settle(false)}
      >
        <p>
          Change <strong>{goalCount(selected.length)}</strong>? Each takes the values filled in; nothing else on them changes.
        </p>
      </ConfirmAlert>
    </div>
  );
}

export function MassGoalEdit() {
  const { goal_id: id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GoalTree, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const tree = data?.goal;
  return (
    <Loaded what="the goals" loading={loading} error={error} ready={tree !== undefined} retry={() => void refetch()}>
      {tree && <MassEditForm key={tree.id} parent={tree} goals={[tree, ...(tree.subGoals ?? [])]} />}
    </Loaded>
  );
}
