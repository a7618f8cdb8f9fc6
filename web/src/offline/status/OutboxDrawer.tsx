// The outbox, opened from the header's status: each write kept on this device, what it holds (student, target or
// behaviour, value, time) and where it stands. A write the API refused shows the API's message and the two ways to
// resolve it: correct and send again (as a new request, with a new key), or discard after a confirmation.
import { Button, Callout, Drawer, FormGroup, InputGroup, type Intent } from '@blueprintjs/core';
import { Tag } from '../../kit/Tag';
import { useState } from 'react';
import { clockTime } from '../../dates/clock';
import { ConfirmAlert } from '../../kit/writes/ConfirmAlert';
import type { OutboxEntry, OutboxState } from '../outbox/entry';
import { useOutbox, useOutboxSnapshot } from '../outbox/useOutbox';
import { connectionStatus } from './connectionStatus';
import { entryFields, withFields, type EntryField } from './entryFields';
import { useOnline } from './useOnline';
import './status.css';

const STATE_TEXT: Record<OutboxState, string> = { waiting: 'Waiting', sending: 'Sending…', refused: 'Refused' };
const STATE_INTENT: Record<OutboxState, Intent> = { waiting: 'warning', sending: 'primary', refused: 'danger' };

function RefusedActions({ entry }: { entry: OutboxEntry }) {
  const outbox = useOutbox();
  const [fields, setFields] = useState<EntryField[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `outbox-${entry.seq}`;

  const send = async () => {
    setBusy(true);
    await outbox.resend(entry.seq, withFields(entry.variables, fields ?? []));
    setBusy(false);
    setFields(null);
  };
  const discard = async () => {
    setBusy(true);
    await outbox.discard(entry.seq);
    setBusy(false);
    setConfirming(false);
  };

  return (
    <>
      {fields && (
        <form
          className="outbox-edit"
          aria-label={`Correct ${entry.summary.what}`}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {fields.map((field, index) => (
            <FormGroup key={field.path.join('.')} label={field.label} labelFor={`${id}-${index}`}>
              <InputGroup
                id={`${id}-${index}`}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                value={field.value}
                onValueChange={(value) => setFields((current) => current?.map((item, at) => (at === index ? { ...item, value } : item)) ?? null)}
              />
            </FormGroup>
          ))}
          <div className="outbox-actions">
            <Button type="submit" intent="primary" icon="send-message" text="Send again" loading={busy} />
            <Button text="Cancel" disabled={busy} onClick={() => setFields(null)} />
          </div>
        </form>
      )}
      {!fields && (
        <div className="outbox-actions">
          <Button icon="edit" text="Edit and send again" onClick={() => setFields(entryFields(entry.variables))} />
          <Button icon="trash" intent="danger" variant="outlined" text="Discard" onClick={() => setConfirming(true)} />
        </div>
      )}
      <ConfirmAlert
        isOpen={confirming}
        confirmText="Discard entry"
        pending={busy}
        onConfirm={() => void discard()}
        onCancel={() => setConfirming(false)}
      >
        Discard this {entry.summary.what.toLowerCase()}? It was never saved by the practice and will be lost from this device.
      </ConfirmAlert>
    </>
  );
}

function EntryItem({ entry }: { entry: OutboxEntry }) {
  const { what, student, subject, value } = entry.summary;
  return (
    <li className={`outbox-entry is-${entry.state}`} aria-label={`${what}, ${STATE_TEXT[entry.state]}`}>
      <div className="outbox-entry-head">
        <strong>{what}</strong>
        <Tag intent={STATE_INTENT[entry.state]} minimal={entry.state !== 'refused'}>
          {STATE_TEXT[entry.state]}
        </Tag>
      </div>
      <dl className="outbox-entry-facts">
        {student && (
          <>
            <dt>Student</dt>
            <dd>{student}</dd>
          </>
        )}
        {subject && (
          <>
            <dt>About</dt>
            <dd>{subject}</dd>
          </>
        )}
        {value && (
          <>
            <dt>Value</dt>
            <dd>{value}</dd>
          </>
        )}
        <dt>Made</dt>
        <dd>{clockTime(new Date(entry.madeAt))}</dd>
      </dl>
      {entry.state === 'refused' && entry.refusal && (
        <>
          <Callout intent="danger" icon="error" compact>
            Not saved: {entry.refusal.message}
            {[...new Set(Object.values(entry.refusal.fieldErrors))]
              .filter((message) => message !== entry.refusal?.message)
              .map((message) => (
                <div key={message}>{message}</div>
              ))}
          </Callout>
          <RefusedActions entry={entry} />
        </>
      )}
    </li>
  );
}

export function OutboxDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const snapshot = useOutboxSnapshot();
  const online = useOnline();
  const status = connectionStatus(online, snapshot);
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="right" size="min(480px, 100vw)" className="outbox-drawer">
      {/* Blueprint's Drawer carries no dialog role; this wrapper gives the outbox one with a name. */}
      <div role="dialog" aria-modal="true" aria-labelledby="outbox-title" className="outbox-body">
        <div className="bp6-drawer-header">
          <h2 id="outbox-title" className="bp6-heading">
            Entries on this device
          </h2>
          <Button variant="minimal" icon="cross" text="Close" aria-label="Close the entries on this device" onClick={onClose} />
        </div>
        {/* Scrolls on its own: focusable, so the keyboard scrolls it too. */}
        <div className="outbox-content" tabIndex={0} role="region" aria-label="Entries">
          <p className="outbox-summary">
            {status.text}.{' '}
            {online
              ? 'Entries are sent in the order they were made, each once.'
              : 'Entries are kept on this device and sent in the order they were made when the connection is back.'}
          </p>
          {snapshot.entries.length === 0 ? (
            <p className="kit-muted">Nothing is waiting: every entry made on this device has been saved.</p>
          ) : (
            <ol className="outbox-list" aria-label="Entries waiting to be sent">
              {snapshot.entries.map((entry) => (
                <EntryItem key={entry.seq} entry={entry} />
              ))}
            </ol>
          )}
        </div>
      </div>
    </Drawer>
  );
}
