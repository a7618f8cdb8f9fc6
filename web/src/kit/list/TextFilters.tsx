// Typed filters of a kit list: a text (part of a name) and a day (MM/DD/YYYY or YYYY-MM-DD; a day that is no
// calendar date is said so under its field and not applied). Each is applied on Enter or on leaving the field, and
// kept in the address through the list's state.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { parseCalendarDate } from '../../dates/calendar';
import type { ListStateControls } from './listState';
import '../kit.css';

export function TextFilter({ name, label, state, day = false }: { name: string; label: string; state: ListStateControls; day?: boolean }) {
  const [text, setText] = useState(state.filters[name] ?? '');
  useEffect(() => setText(state.filters[name] ?? ''), [state.filters, name]);
  const wrong = day && text.trim() !== '' && parseCalendarDate(text) === undefined;
  const apply = () => state.setFilter(name, text.trim() || null);
  return (
    <FormGroup label={label} labelFor={`filter-${name}`} className="kit-filter" intent={wrong ? 'warning' : 'none'} helperText={wrong ? 'Not a date (MM/DD/YYYY); not applied.' : undefined}>
      <InputGroup id={`filter-${name}`} placeholder={day ? 'MM/DD/YYYY' : undefined} value={text} onValueChange={setText} onBlur={apply} onKeyDown={(event) => event.key === 'Enter' && apply()} />
    </FormGroup>
  );
}

/** The filter's day as the API takes it (YYYY-MM-DD), or undefined when it is unset or no date. */
export function dayOf(value: string | undefined): string | undefined {
  return value ? parseCalendarDate(value) : undefined;
}
