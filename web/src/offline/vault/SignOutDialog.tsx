// Signing out deletes what waits in the outbox: while entries wait, a dialog says how many and offers to wait for
// the sync (signing out once they are sent) or to sign out anyway, saying they will be lost.
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useDeviceVault } from './context';
import { useSignOut } from './signOut';

const entries = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

interface Asking {
  count: number;
  waiting: boolean;
}

/** The sign-out to call (it asks first while entries wait), and the dialog to render. */
export function useGuardedSignOut(): { request: () => Promise<void>; dialog: ReactNode } {
  const vault = useDeviceVault();
  const signOut = useSignOut();
  const [asking, setAsking] = useState<Asking | null>(null);

  const request = async () => {
    const count = await vault.count('outbox');
    if (count === 0) await signOut();
    else setAsking({ count, waiting: false });
  };

  const waiting = asking?.waiting === true;
  useEffect(() => {
    if (!waiting) return undefined;
    // Sent entries leave the outbox: once it is empty, the sign-out goes on.
    const recount = () =>
      void vault.count('outbox').then((count) => {
        if (count === 0) {
          setAsking(null);
          void signOut();
        } else setAsking({ count, waiting: true });
      });
    recount();
    return vault.watch('outbox', recount);
  }, [vault, waiting, signOut]);

  const dialog = asking && (
    <Dialog isOpen title={asking.waiting ? 'Waiting for the sync' : 'Entries not sent yet'} icon="cloud-upload" onClose={() => setAsking(null)}>
      <DialogBody>
        {asking.waiting ? (
          <p role="status">
            <Spinner size={16} className="vault-inline-spinner" /> {entries(asking.count)} still to send. You are signed out once they are saved.
          </p>
        ) : (
          <p>
            {entries(asking.count)} recorded on this device {asking.count === 1 ? 'is' : 'are'} waiting to be sent.
          </p>
        )}
        <Callout intent="danger" icon="warning-sign">
          Signing out now deletes {asking.count === 1 ? 'it' : 'them'} from this device: {asking.count === 1 ? 'it' : 'they'} will be lost.
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {asking.waiting ? (
              <Button text="Cancel" onClick={() => setAsking(null)} />
            ) : (
              <>
                <Button text="Cancel" onClick={() => setAsking(null)} />
                {/* Only an open vault can send what waits. */}
                {vault.isOpen && <Button intent="primary" text="Wait for sync" onClick={() => setAsking({ ...asking, waiting: true })} />}
              </>
            )}
            <Button intent="danger" text="Sign out anyway" onClick={() => void signOut()} />
          </>
        }
      />
    </Dialog>
  );
  return { request, dialog };
}
