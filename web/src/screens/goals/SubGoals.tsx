// A parent goal's sub-goals, under its form: each opens its own page; one is added under this goal (same student)
// or removed after a confirmation (it goes to the deleted goals, where it can be restored).
import { useApolloClient } from '@apollo/client/react';
import { Tag } from '../../kit/Tag';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmAlert, useWrite } from '../../kit';
import { LinkButton } from '../../kit/LinkButton';
import { useCurrentAddress } from '../../kit/list/useCurrentAddress';
import { Button } from '@blueprintjs/core';
import type { GoalFieldsFragment } from '../../gql/graphql';
import { goalPaths } from './names';
import { goalDocuments, GoalTree } from './operations';
import './goals.css';

export function SubGoals({ goal }: { goal: GoalFieldsFragment & { subGoals?: GoalFieldsFragment[] | null } }) {
  const id = useId().replace(/:/g, '');
  const client = useApolloClient();
  const address = useCurrentAddress();
  const remove = useWrite(goalDocuments.remove);
  const [toRemove, setToRemove] = useState<GoalFieldsFragment | null>(null);
  const subGoals = goal.subGoals ?? [];

  const confirm = async () => {
    if (!toRemove) return;
    const outcome = await remove.run({ id: toRemove.id, redirectTo: address }, `${toRemove.name} removed.`);
    if (outcome.ok) {
      setToRemove(null);
      await client.refetchQueries({ include: [GoalTree] });
    }
  };

  return (
    <section className="kit-panel kit-section goal-beside-form" aria-labelledby={`${id}-title`}>
      <div className="goal-inline">
        <h3 id={`${id}-title`} className="goal-section-title">
          Sub-goals
        </h3>
        <span className="kit-toolbar-spacer" />
        {goal.studentId && <LinkButton to={goalPaths.addSubGoal(goal.studentId, goal.id)}>Add sub-goal</LinkButton>}
        {subGoals.length > 0 && <LinkButton to={goalPaths.massEdit(goal.id)}>Mass edit</LinkButton>}
      </div>
      {subGoals.length === 0 ? (
        <p className="kit-muted">No sub-goals: this goal stands alone.</p>
      ) : (
        <ul className="goal-tree-list" aria-label={`Sub-goals of ${goal.name}`}>
          {subGoals.map((sub) => (
            <li key={sub.id} className="goal-tree-item">
              <Link className="goal-tree-item-name" to={goalPaths.edit(sub.id)}>
                {sub.name}
              </Link>
              <Tag minimal>{sub.skillArea?.name ?? 'No skill area'}</Tag>
              <Tag minimal>{sub.progressStatus ?? 'Baseline'}</Tag>
              <span className="kit-muted">
                {sub.targetCount ?? 0} target{sub.targetCount === 1 ? '' : 's'}
              </span>
              <Button variant="minimal" intent="danger" icon="trash" aria-label={`Remove ${sub.name}`} onClick={() => setToRemove(sub)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmAlert
        isOpen={toRemove !== null}
        confirmText="Remove sub-goal"
        pending={remove.pending}
        onConfirm={() => void confirm()}
        onCancel={() => setToRemove(null)}
      >
        <p>
          Remove the sub-goal <strong>{toRemove?.name}</strong>? It moves to the deleted goals, where it can be restored.
        </p>
      </ConfirmAlert>
    </section>
  );
}
