// The add and edit pages of a goal: its fields on the kit's form, then the playlist (reordered by drag or keyboard)
// and the practice's goal attributes, all saved together; on the edit page of a parent goal its sub-goals follow,
// each a goal of its own. A new goal can start under a parent (`?student=&parent=`, from the parent's page).
import { useQuery } from '@apollo/client/react';
import { Button, Callout } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { choices, fields, lookup, RecordForm, useWrite, type FieldSpec } from '../../kit';
import { Loaded } from '../../kit/Loaded';
import type { FormValue, FormValues } from '../../kit/form/fieldSpec';
import type { WriteResult } from '../../kit/writes/useWrite';
import { isAnnounced } from '../../app/links';
import type { GoalFieldsFragment, GoalInput } from '../../gql/graphql';
import type { FieldErrors } from '../../kit/fieldErrors';
import { AttributeFields, attributeInput, attributeValuesOf, checkAttributes, type AttributeDefinition } from './AttributeFields';
import { goalPaths, progressStatuses, recordingTypes, studentLabel } from './names';
import { GoalAttributeOptions, goalDocuments, GoalSkillAreaOptions, GoalStudentOptions, GoalTree, ParentGoalOptions } from './operations';
import { Playlist } from './Playlist';
import { playlistInput, playlistOf, type PlaylistTarget } from './playlist';
import { SubGoals } from './SubGoals';
import './goals.css';

type TreeGoal = GoalFieldsFragment & { subGoals?: GoalFieldsFragment[] | null };

function goalFields(options: { student: boolean; parent: boolean; studentId: string | null }): FieldSpec<GoalInput>[] {
  return fields<GoalInput>(
    ...(options.student
      ? [
          {
            name: 'studentId',
            label: 'Student',
            kind: 'select',
            required: true,
            options: lookup(GoalStudentOptions, studentLabel),
          } satisfies FieldSpec<GoalInput>,
        ]
      : []),
    ...(options.parent
      ? [
          {
            name: 'parentId',
            label: 'Parent goal',
            kind: 'select',
            helper: 'Leave empty for a top-level goal; a sub-goal belongs to a goal of the same student.',
            wide: true,
            options: lookup(
              ParentGoalOptions,
              (goal) => (options.studentId || !goal.student ? goal.name : `${goal.name} (${studentLabel(goal.student)})`),
              {
                variables: { studentId: options.studentId },
              },
            ),
          } satisfies FieldSpec<GoalInput>,
        ]
      : []),
    { name: 'name', label: 'Goal', kind: 'text', required: true, maxLength: 255, wide: true },
    { name: 'skillAreaId', label: 'Skill area', kind: 'select', required: true, options: lookup(GoalSkillAreaOptions, (area) => area.name) },
    { name: 'progressStatus', label: 'Progress', kind: 'select', options: choices(...progressStatuses), initial: 'Baseline' },
    { name: 'recordingType', label: 'Recording type', kind: 'select', options: choices(...recordingTypes), initial: 'Percentage' },
    { name: 'masteryCriteria', label: 'Mastery criteria', kind: 'text', maxLength: 255, placeholder: '80% across 3 consecutive sessions' },
    { name: 'startDate', label: 'Start date', kind: 'date' },
    { name: 'targetDate', label: 'Target date', kind: 'date' },
    { name: 'status', label: 'Status', kind: 'status' },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  );
}

function GoalForm({ goal }: { goal: TreeGoal | null }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const attributesQuery = useQuery(GoalAttributeOptions);
  const attributes: AttributeDefinition[] = attributesQuery.data?.attributes ?? [];
  const [targets, setTargets] = useState<PlaylistTarget[]>(() => playlistOf(goal?.targets ?? []));
  const [attributeValues, setAttributeValues] = useState<FormValues>(() => attributeValuesOf(goal?.attributes ?? []));
  const [attributeErrors, setAttributeErrors] = useState<FieldErrors>({});
  const create = useWrite(goalDocuments.create);
  const update = useWrite(goalDocuments.update);
  const savedId = useRef<string | null>(null);

  const presetStudent = params.get('student');
  const presetParent = params.get('parent');
  const studentId = goal?.studentId ?? presetStudent;
  const hasSubGoals = (goal?.subGoalCount ?? 0) > 0;
  const specs = useMemo(
    () => goalFields({ student: !goal && !presetStudent, parent: !hasSubGoals && !(presetParent && !goal), studentId: studentId ?? null }),
    [goal, presetStudent, presetParent, hasSubGoals, studentId],
  );
  const fixed: Partial<GoalInput> = {
    ...(studentId ? { studentId } : {}),
    ...(hasSubGoals ? { parentId: null } : !goal && presetParent ? { parentId: presetParent } : {}),
    targets: playlistInput(targets),
    ...(attributesQuery.data ? { attributes: attributeInput(attributes, attributeValues) } : {}),
  };

  const save = async (input: GoalInput): Promise<WriteResult<unknown>> => {
    const problems = checkAttributes(attributes, attributeValues);
    setAttributeErrors(problems);
    if (Object.keys(problems).length > 0) return { ok: false, fieldErrors: {}, message: null };
    if (targets.some((target) => target.name.trim() === ''))
      return { ok: false, fieldErrors: { targets: 'Every target needs a name.' }, message: null };
    if (goal) return update.run({ id: goal.id, input }, 'Goal saved.');
    const outcome = await create.run({ input }, 'Goal added.');
    if (outcome.ok) savedId.current = outcome.data.saved.id;
    return outcome;
  };

  const after = () => {
    if (goal) void navigate(goal.parentId ? goalPaths.edit(goal.parentId) : goalPaths.list);
    else void navigate(presetParent ? goalPaths.edit(presetParent) : goalPaths.edit(savedId.current ?? ''));
  };

  const intro = goal ? (
    <p className="kit-muted">
      For <strong>{goal.student ? studentLabel(goal.student) : 'a student no longer listed'}</strong>
      {goal.parentId && (
        <>
          {' '}
          · sub-goal of <Link to={goalPaths.edit(goal.parentId)}>{goal.parentName ?? 'its parent goal'}</Link>
        </>
      )}
    </p>
  ) : presetParent ? (
    <p className="kit-muted">A new sub-goal of the goal you came from.</p>
  ) : undefined;

  return (
    <div className="kit-page">
      <RecordForm
        label={goal ? 'Edit goal' : 'Add goal'}
        fields={specs}
        record={goal}
        fixed={fixed}
        intro={intro}
        submitText={goal ? 'Save changes' : 'Add goal'}
        save={save}
        pending={create.pending || update.pending}
        onSaved={after}
        cancelTo={goal?.parentId ? goalPaths.edit(goal.parentId) : goalPaths.list}
        after={
          <>
            <Playlist targets={targets} onChange={setTargets} disabled={create.pending || update.pending} />
            {attributesQuery.error && !isAnnounced(attributesQuery.error) && (
              <Callout intent="warning" title="The goal attributes could not be loaded">
                <Button text="Try again" onClick={() => void attributesQuery.refetch()} />
              </Callout>
            )}
            <AttributeFields
              attributes={attributes}
              values={attributeValues}
              errors={attributeErrors}
              disabled={create.pending || update.pending}
              onChange={(id: string, value: FormValue) => {
                setAttributeValues((current) => ({ ...current, [id]: value }));
                setAttributeErrors((current) => ({ ...current, [id]: '' }));
              }}
            />
          </>
        }
      />
      {goal && !goal.parentId && <SubGoals goal={goal} />}
    </div>
  );
}

export function AddGoal() {
  return <GoalForm goal={null} />;
}

export function EditGoal() {
  const { goal_id: id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GoalTree, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return (
    <Loaded what="the goal" loading={loading} error={error} ready={data !== undefined} retry={() => void refetch()}>
      {/* A fresh form for each goal: its playlist and attribute values start from that goal. */}
      {data && <GoalForm key={data.goal.id} goal={data.goal} />}
    </Loaded>
  );
}
