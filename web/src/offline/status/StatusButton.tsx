// The connection as the header shows it: online or offline, how many entries wait, syncing, all saved. Screen
// readers hear each change (a polite live region); the status opens the outbox. It also keeps the outbox replaying.
import { Button, type IconName, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useOutboxRunning, useOutboxSnapshot } from '../outbox/useOutbox';
import { connectionStatus, type StatusKind } from './connectionStatus';
import { OutboxDrawer } from './OutboxDrawer';
import { useOnline } from './useOnline';
import './status.css';

const ICON: Record<StatusKind, IconName> = {
  online: 'globe-network',
  offline: 'offline',
  waiting: 'cloud-upload',
  syncing: 'refresh',
  saved: 'tick-circle',
  refused: 'warning-sign',
};
const INTENT: Record<StatusKind, Intent> = {
  online: 'none',
  offline: 'warning',
  waiting: 'warning',
  syncing: 'primary',
  saved: 'success',
  refused: 'danger',
};

export default function StatusButton() {
  useOutboxRunning();
  const online = useOnline();
  const status = connectionStatus(online, useOutboxSnapshot());
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="connection-status" aria-live="polite" aria-atomic="true">
        <Button
          variant="minimal"
          intent={INTENT[status.kind]}
          icon={ICON[status.kind]}
          text={status.text}
          aria-haspopup="dialog"
          aria-description="Shows the entries kept on this device"
          onClick={() => setOpen(true)}
        />
      </div>
      <OutboxDrawer isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
