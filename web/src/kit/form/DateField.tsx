// A day typed as MM/DD/YYYY or picked from a calendar. The form keeps the calendar day (YYYY-MM-DD) once the text is
// a real day, and the text itself until then: an impossible date (02/30/2025) stays on screen as it was typed and is
// refused by the form's check, never replaced by a message or emptied.
import { Button, InputGroup, PopoverNext, Spinner, type Intent } from '@blueprintjs/core';
import { lazy, Suspense, useState, type AriaAttributes } from 'react';
import { calendarDateOf, dateForControl, isCalendarDate, parseCalendarDate, toUsDate } from '../../dates/calendar';

const CalendarPicker = lazy(() => import('./CalendarPicker'));

export interface DateFieldProps extends AriaAttributes {
  id: string;
  /** YYYY-MM-DD, or what was typed while it is not a real day. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  intent?: Intent;
  /** The field's name, for the calendar button's accessible name. */
  label: string;
}

export function DateField({ id, value, onChange, disabled, intent, label, ...aria }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const shown = isCalendarDate(value) ? (toUsDate(value) ?? value) : value;
  const picker = (
    <Suspense fallback={<Spinner size={20} className="kit-calendar-loading" aria-label="Loading the calendar" />}>
      <CalendarPicker
        value={dateForControl(value) ?? null}
        onChange={(picked) => {
          onChange(picked ? calendarDateOf(picked) : '');
          setOpen(false);
        }}
      />
    </Suspense>
  );
  // The calendar hangs from its button (which the popover marks expanded or not), not from the text field.
  const calendar = (
    <PopoverNext isOpen={open} onClose={() => setOpen(false)} content={picker} placement="bottom-end" autoFocus={false}>
      <Button
        variant="minimal"
        icon="calendar"
        aria-label={`Choose the ${label.toLowerCase()} from a calendar`}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
      />
    </PopoverNext>
  );
  return (
    <InputGroup
      id={id}
      value={shown}
      placeholder="MM/DD/YYYY"
      autoComplete="off"
      intent={intent}
      disabled={disabled}
      fill
      onValueChange={(text) => onChange(parseCalendarDate(text) ?? text)}
      rightElement={calendar}
      {...aria}
    />
  );
}
