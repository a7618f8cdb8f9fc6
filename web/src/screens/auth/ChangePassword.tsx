import { useMutation } from '@apollo/client/react';
import { Button, Card, H1 } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../gql';
import { fieldErrorsOf, type FieldErrors } from '../../kit/fieldErrors';
import { MessageAlert, type AlertContent } from './MessageAlert';
import { TextField } from './TextField';
import './auth.css';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      message
    }
  }
`);

/** Email, new password and confirmation; the token comes from the route. */
export function ChangePassword() {
  const { token = '' } = useParams();
  const [form, setForm] = useState({ email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordMutation);

  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const { data } = await change({ variables: { input: { ...form, email: form.email.trim(), token } } });
      if (!data) return;
      setAlert({ intent: 'success', title: 'Success', text: data.changePassword.message ?? '' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setAlert({ intent: 'warning', title: 'Warning', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Card className="auth-card" elevation={2}>
      <H1 className="auth-title">Change password</H1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextField id="change-email" label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField id="change-password" label="New password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField id="change-confirm-password" label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <div className="auth-actions">
          <Link to="/">Back to sign in</Link>
          <Button type="submit" intent="primary" text="Send" loading={loading} />
        </div>
      </form>
      <MessageAlert alert={alert} onClose={() => setAlert(null)} />
    </Card>
  );
}
