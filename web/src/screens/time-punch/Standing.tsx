// A staff member's standing with the time-punch service, and the way in or out of it: add (which syncs them, or
// says why the service refuses them) or remove (their punches stay).
import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { ConfirmAlert, useWrite } from '../../kit';
import { formatMonthFirst } from '../../dates/timestamps';
import type { TimePunchStatusFieldsFragment } from '../../gql/graphql';
import { AddTimePunchPersonMutation, RemoveTimePunchPersonMutation } from './operations';
import { StandingTag } from './StandingTag';

export function Standing({ name, status, onChange }: { name: string; status: TimePunchStatusFieldsFragment; onChange: () => void }) {
  const adding = useWrite(AddTimePunchPersonMutation);
  const removing = useWrite(RemoveTimePunchPersonMutation);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const add = async () => {
    setRefusal(null);
    const outcome = await adding.run({ userId: status.userId }, `${name} was added to the time-punch service.`);
    if (outcome.ok) onChange();
    else setRefusal(outcome.fieldErrors.userId ?? outcome.message);
  };

  const remove = async () => {
    const outcome = await removing.run({ userId: status.userId }, `${name} was removed.`);
    setConfirming(false);
    if (outcome.ok) onChange();
  };

  const inService = status.state === 'SYNCED' || status.state === 'SYNCING';
  return (
    <section className="kit-panel kit-section" aria-label="Time-punch service">
      <div className="time-punch-standing">
        <StandingTag standing={status} />
        <dl>
          <div>
            <dt>Badge number</dt>
            <dd>{status.badgeNumber ?? 'None'}</dd>
          </div>
          <div>
            <dt>Time-punch id</dt>
            <dd>{status.externalId ?? '—'}</dd>
          </div>
          <div>
            <dt>Last synced</dt>
            <dd>{status.syncedAt ? formatMonthFirst(status.syncedAt) : 'Never'}</dd>
          </div>
        </dl>
        <span className="kit-toolbar-spacer" />
        {inService ? (
          <Button icon="remove" text="Remove from time-punch service" disabled={status.state === 'SYNCING'} onClick={() => setConfirming(true)} />
        ) : (
          <Button intent="primary" icon="add" text="Add to time-punch service" loading={adding.pending} onClick={() => void add()} />
        )}
      </div>
      {refusal && (
        <Callout intent="danger" title="The time-punch service refused this person">
          {refusal}
        </Callout>
      )}
      <ConfirmAlert
        isOpen={confirming}
        confirmText="Remove"
        pending={removing.pending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Remove <strong>{name}</strong> from the time-punch service? They can no longer clock in; their punches stay.
        </p>
      </ConfirmAlert>
    </section>
  );
}
