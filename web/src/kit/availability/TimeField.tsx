// A time of day typed as HH:MM: '930' or '9:30' reads as 09:30 when the field is left; Arrow Up and Down move it by a
// quarter hour, with Shift by an hour, so a week can be set without the mouse.
import { InputGroup } from '@blueprintjs/core';
import type { KeyboardEvent, Ref } from 'react';
import { normalizeTime, stepTime } from './week';

interface TimeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** The id of the message that explains a problem; the field is marked invalid while there is one. */
  problemId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

export function TimeField({ label, value, onChange, disabled, problemId, inputRef }: TimeFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const steps = (event.key === 'ArrowUp' ? 1 : -1) * (event.shiftKey ? 4 : 1);
    onChange(stepTime(value, steps));
  };
  return (
    <InputGroup
      className="week-time"
      aria-label={label}
      placeholder="HH:MM"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      disabled={disabled}
      value={value}
      intent={problemId ? 'danger' : 'none'}
      aria-invalid={problemId ? true : undefined}
      aria-describedby={problemId}
      inputRef={inputRef}
      onValueChange={onChange}
      onBlur={() => {
        const normal = normalizeTime(value);
        if (normal !== value) onChange(normal);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
