import { useMutation } from '@apollo/client/react';
import { Button, Card, H1, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useVaultSignIn } from '../../offline/vault/signIn';
import { useSessionStore } from '../../session';
import { checkEmail, checkRequired } from './emailRule';
import { MessageAlert, type AlertContent } from './MessageAlert';
import { PasswordField } from './PasswordField';
import { SignInMutation, signInFailureAlert } from './signInRequest';
import { TextField } from './TextField';
import './auth.css';

export function SignIn() {
  const navigate = useNavigate();
  const session = useSessionStore();
  const openVault = useVaultSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const [signIn, { loading }] = useMutation(SignInMutation, { context: { quietTransportErrors: true } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: checkEmail(email), password: checkRequired('password', password) };
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'signin-email' : 'signin-password')?.focus();
      return;
    }
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password } });
      // FORBIDDEN and UPSTREAM_ERROR were shown in the server-message modal and answer no data.
      if (!data) return;
      session.signIn(data.login);
      // The password opens the user's offline data on this device; it is kept nowhere.
      openVault(data.login.userId, password);
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      setAlert(signInFailureAlert(error));
    }
  };

  return (
    <Card className="auth-card" elevation={2}>
      <H1 className="auth-title">Sign in</H1>
      <form onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        <TextField
          id="signin-email"
          label="Email"
          type="email"
          // The account is named by its email address: its purpose, for autofill and assistive technology.
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField id="signin-password" value={password} error={errors.password} onChange={setPassword} />
        <div className="auth-actions">
          <Link to="/forgot-password">Forgot password?</Link>
          <Button type="submit" intent="primary" text="Sign in" loading={loading} />
        </div>
      </form>
      {loading && (
        <div className="loading-overlay" role="status">
          <Spinner size={40} aria-label="Signing in" />
        </div>
      )}
      <MessageAlert alert={alert} onClose={() => setAlert(null)} />
    </Card>
  );
}
