import { useMutation } from '@apollo/client/react';
import { Button, Card, H1 } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { fieldErrorsOf, type FieldErrors } from '../../kit/fieldErrors';
import { MessageAlert, type AlertContent } from './MessageAlert';
import { TextField } from './TextField';
import './auth.css';

const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      ok
      message
    }
  }
`);

/** One email field; the server's message shows as a success popup, or a warning popup on failure. */
export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const [send, { loading }] = useMutation(ForgotPasswordMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const { data } = await send({ variables: { email: email.trim() } });
      if (!data) return;
      setAlert({ intent: 'success', title: 'Success', text: data.forgotPassword.message ?? '' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setAlert({ intent: 'warning', title: 'Warning', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Card className="auth-card" elevation={2}>
      <H1 className="auth-title">Forgot password</H1>
      <p className="bp6-text-muted">Enter the email you sign in with and we will send you a link to set a new password.</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors['email']}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div className="auth-actions">
          <Link to="/">Back to sign in</Link>
          <Button type="submit" intent="primary" text="Send" loading={loading} />
        </div>
      </form>
      <MessageAlert alert={alert} onClose={() => setAlert(null)} />
    </Card>
  );
}
