// In place of the app while the vault is locked (a reload with no connection, or after the gateway restarted): the
// user's name, their password to open what this device keeps, and a way out by signing out.
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@blueprintjs/core';
import { UnlockForm } from '../../screens/auth/UnlockForm';
import { useSession } from '../../session';
import { useDeviceVault } from './context';
import { useGuardedSignOut } from './guardedSignOut';
import { fetchOfflineKey } from './offlineKey';
import { WRONG_PASSWORD } from './wrongPassword';
import '../../layout/layout.css';

export default function LockScreen() {
  const session = useSession();
  const vault = useDeviceVault();
  const client = useApolloClient();
  const signOut = useGuardedSignOut();

  // Online, the session's new offline key is wrapped too, so the next reload opens without asking.
  const unlock = async (password: string) => ((await vault.unlock(password, await fetchOfflineKey(client))) ? undefined : WRONG_PASSWORD);

  return (
    <div className="public-shell">
      <header className="public-header">
        <span className="app-name">Practice Portal</span>
      </header>
      <main id="main-content" className="public-content">
        <UnlockForm
          fieldId="unlock-password"
          userName={session.userName}
          lead="Enter your password to open the sessions and entries kept on this device."
          unlock={unlock}
          actions={<Button variant="minimal" icon="log-out" text="Sign out" onClick={() => void signOut.request()} />}
        />
      </main>
      {signOut.dialog}
    </div>
  );
}
