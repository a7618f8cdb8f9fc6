import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Button, Card, H1, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorCode, kindOfTransportError } from '../../app/links';
import { graphql } from '../../gql';
import { useVaultSignIn } from '../../offline/vault/signIn';
import { useSessionStore } from '../../session';
import { checkEmail, checkRequired } from './emailRule';
import { MessageAlert, type AlertContent } from './MessageAlert';
import { TextField } from './TextField';
import './auth.css';

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...SessionFields
    }
  }
`);

/** The alert for a failed sign-in. */
export function signInFailureAlert(error: unknown): AlertContent {
  const code = errorCode(error);
  // HTTP 200 with a status other than "1": the server's error text is the title.
  if (code === 'LOGIN_FAILED' && CombinedGraphQLErrors.is(error)) {
    return { intent: 'danger', title: error.errors[0]?.message ?? 'Error' };
  }
  // The request itself failed: a warning titled with the message.
  if (code === 'UPSTREAM_UNAVAILABLE' || (!CombinedGraphQLErrors.is(error) && kindOfTransportError(error) === 'network')) {
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    return { intent: 'warning', title: CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? message) : message };
  }
  // Any other HTTP failure.
  return { intent: 'danger', title: 'Error', text: 'Something went wrong' };
}

export function SignIn() {
  const navigate = useNavigate();
  const session = useSessionStore();
  const openVault = useVaultSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
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
        <TextField
          id="signin-password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
          rightElement={
            <Button
              variant="minimal"
              icon={showPassword ? 'eye-off' : 'eye-open'}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            />
          }
        />
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
