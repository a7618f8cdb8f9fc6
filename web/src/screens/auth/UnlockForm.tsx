// "Welcome back": the signed-in user's name, their password and Unlock, with the ways out beside it. The vault's lock
// screen (a reload offline) and the idle lock both ask with it; each says what the password opens and checks it.
import { Button, Callout, Card, H1 } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField } from './PasswordField';
import './auth.css';

export interface UnlockFormProps {
  fieldId: string;
  titleId?: string;
  userName: string | null;
  lead: ReactNode;
  /** Tries the password: undefined once it unlocked, otherwise the refusal shown under the field. */
  unlock: (password: string) => Promise<string | undefined>;
  /** The ways out, before Unlock. */
  actions: ReactNode;
  /** Set once no more tries are taken: said in place of the field, and Unlock is gone. */
  refused?: string;
}

export function UnlockForm({ fieldId, titleId, userName, lead, unlock, actions, refused }: UnlockFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const focusField = () => document.getElementById(fieldId)?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Enter your password.');
      focusField();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const refusal = await unlock(password);
      if (refusal === undefined) return;
      setError(refusal);
      setPassword('');
      focusField();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="auth-card" elevation={2}>
      <H1 className="auth-title" id={titleId}>
        Welcome back, {userName}
      </H1>
      <p className="unlock-lead">{lead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        {refused ? (
          <Callout intent="danger" icon="lock" className="unlock-refused" role="alert">
            {refused}
          </Callout>
        ) : (
          <PasswordField id={fieldId} value={password} error={error} onChange={setPassword} autoFocus />
        )}
        <div className="auth-actions unlock-actions">
          <div className="unlock-ways-out">{actions}</div>
          {!refused && <Button type="submit" intent="primary" icon="unlock" text="Unlock" loading={busy} />}
        </div>
      </form>
    </Card>
  );
}
