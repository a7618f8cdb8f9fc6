// The password input of every form that asks for one (sign-in, the vault's lock screen, the idle lock): labelled,
// its error tied to it, with a button that shows or hides what was typed.
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { TextField } from './TextField';

export interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function PasswordField({ id, value, onChange, error, autoFocus, disabled }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      label="Password"
      type={shown ? 'text' : 'password'}
      autoComplete="current-password"
      autoFocus={autoFocus}
      disabled={disabled}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      rightElement={
        <Button
          variant="minimal"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          disabled={disabled}
          onClick={() => setShown((now) => !now)}
        />
      }
    />
  );
}
