// In place of the app while the vault is locked (a reload with no connection, or after the gateway restarted): the
// user's name, their password to open what this device keeps, and a way out by signing out.
import { useApolloClient } from '@apollo/client/react';
import { Button, Card, H1 } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../screens/auth/TextField';
import { useSession } from '../../session';
import { useDeviceVault } from './context';
import { fetchOfflineKey } from './offlineKey';
import { useGuardedSignOut } from './guardedSignOut';
import '../../layout/layout.css';
import '../../screens/auth/auth.css';
import './vault.css';

export const WRONG_PASSWORD = 'That password does not open the data kept on this device. Check it and try again.';

export default function LockScreen() {
  const session = useSession();
  const vault = useDeviceVault();
  const client = useApolloClient();
  const signOut = useGuardedSignOut();
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password.');
      document.getElementById('unlock-password')?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      // Online, the session's new offline key is wrapped too, so the next reload opens without asking.
      if (await vault.unlock(password, await fetchOfflineKey(client))) return;
      setError(WRONG_PASSWORD);
      setPassword('');
      document.getElementById('unlock-password')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="public-shell">
      <header className="public-header">
        <span className="app-name">Practice Portal</span>
      </header>
      <main id="main-content" className="public-content">
        <Card className="auth-card" elevation={2}>
          <H1 className="auth-title">Welcome back, {session.userName}</H1>
          <p className="vault-lock-lead">Enter your password to open the sessions and entries kept on this device.</p>
          <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
            <TextField
              id="unlock-password"
              label="Password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              autoFocus
              required
              value={password}
              error={error}
              onChange={(event) => setPassword(event.target.value)}
              rightElement={
                <Button
                  variant="minimal"
                  icon={shown ? 'eye-off' : 'eye-open'}
                  aria-label={shown ? 'Hide password' : 'Show password'}
                  aria-pressed={shown}
                  onClick={() => setShown((now) => !now)}
                />
              }
            />
            <div className="auth-actions">
              <Button variant="minimal" icon="log-out" text="Sign out" onClick={() => void signOut.request()} />
              <Button type="submit" intent="primary" icon="unlock" text="Unlock" loading={busy} />
            </div>
          </form>
        </Card>
      </main>
      {signOut.dialog}
    </div>
  );
}
