// The dialog of a sign-out while entries wait: how many, that signing out now loses them, and, while the vault is
// open (only then can they be sent), waiting for the sync, which signs out once the outbox is empty.
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useDeviceVault } from './context';
import './vault.css';

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

export interface SignOutDialogProps {
  count: number;
  signOut: () => Promise<void>;
  onClose: () => void;
  portalContainer?: HTMLElement;
}

export default function SignOutDialog({ count: initial, signOut, onClose, portalContainer }: SignOutDialogProps) {
  const vault = useDeviceVault();
  const [count, setCount] = useState(initial);
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    if (!waiting) return undefined;
    // Sent entries leave the outbox: once it is empty, the sign-out goes on.
    const recount = () =>
      void vault.count('outbox').then((left) => {
        if (left === 0) void signOut();
        else setCount(left);
      });
    recount();
    return vault.watch('outbox', recount);
  }, [vault, waiting, signOut]);

  const one = count === 1;
  return (
    <Dialog
      isOpen
      title={waiting ? 'Waiting for the sync' : 'Entries not sent yet'}
      icon="cloud-upload"
      onClose={onClose}
      portalContainer={portalContainer}
    >
      <DialogBody>
        {waiting ? (
          <p role="status">
            <Spinner size={16} className="vault-inline-spinner" /> {entries(count)} still to send. You are signed out once{' '}
            {one ? 'it is' : 'they are'} saved.
          </p>
        ) : (
          <p>
            {entries(count)} recorded on this device {one ? 'is' : 'are'} waiting to be sent.
          </p>
        )}
        <Callout intent="danger" icon="warning-sign">
          Signing out now deletes {one ? 'it' : 'them'} from this device: {one ? 'it' : 'they'} will be lost.
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            {!waiting && vault.isOpen && <Button intent="primary" text="Wait for sync" onClick={() => setWaiting(true)} />}
            <Button intent="danger" text="Sign out anyway" onClick={() => void signOut()} />
          </>
        }
      />
    </Dialog>
  );
}
