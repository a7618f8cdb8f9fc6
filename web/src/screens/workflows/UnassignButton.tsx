// Unassigning a workflow: asked first (its steps, their progress and its calendar entries go with it), sent once, the
// API's message toasted, and the card leaves every list; a refusal is toasted and the card stays.
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { ConfirmAlert, useWrite } from '../../kit';
import { useAssignmentCache } from './assignmentCache';
import { UnassignWorkflow } from './operations';

export function UnassignButton({ id, title }: { id: string; title: string }) {
  const [asking, setAsking] = useState(false);
  const unassign = useWrite(UnassignWorkflow);
  const { forget } = useAssignmentCache(id);
  const confirm = async () => {
    const outcome = await unassign.run({ id }, 'Workflow unassigned.');
    setAsking(false);
    if (outcome.ok) forget();
  };
  return (
    <>
      <Button variant="minimal" size="small" icon="remove" intent="danger" onClick={() => setAsking(true)} aria-label={`Unassign ${title}`}>
        Unassign
      </Button>
      <ConfirmAlert
        isOpen={asking}
        confirmText="Unassign"
        pending={unassign.pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Unassign <strong>{title}</strong>?
        </p>
        <p>Its steps, their progress and its calendar events are removed.</p>
      </ConfirmAlert>
    </>
  );
}
