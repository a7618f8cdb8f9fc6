// A behaviour's count for the day: typed (digits only, the numeric keyboard on a tablet) or, on a touch screen, stepped
// with a thumb on its − and + (drawn for a coarse pointer only; with a mouse the field is as it was).
import { Button, InputGroup } from '@blueprintjs/core';
import type { Ref } from 'react';

export function CountField({
  behavior,
  value,
  onChange,
  inputRef,
}: {
  behavior: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  // A count not yet typed, or not a whole number, steps from nothing.
  const count = /^\d+$/.test(value) ? Number.parseInt(value, 10) : 0;
  return (
    <div className="student-count">
      <Button
        className="student-count-step"
        icon="minus"
        aria-label={`Take one from the count of ${behavior}`}
        disabled={count === 0}
        onClick={() => onChange(String(count - 1))}
      />
      <InputGroup inputRef={inputRef} inputMode="numeric" aria-label={`Count of ${behavior}`} value={value} onValueChange={onChange} />
      <Button
        className="student-count-step"
        icon="plus"
        aria-label={`Add one to the count of ${behavior}`}
        onClick={() => onChange(String(count + 1))}
      />
    </div>
  );
}
