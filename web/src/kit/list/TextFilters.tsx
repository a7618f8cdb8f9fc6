// Typed filters of a kit list: a text (part of a name), a day (MM/DD/YYYY or YYYY-MM-DD; a day that is no calendar
// date is said so under its field and not applied) and a range of two days (an end before the start is said so and
// the range not applied: it could only match nothing). Each is applied on Enter or on leaving the field, and kept in
// the address through the list's state.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { parseCalendarDate } from '../../dates/calendar';
import type { ListStateControls } from './listState';
import '../kit.css';

interface TextFilterProps {
  name: string;
  label: string;
  state: ListStateControls;
  day?: boolean;
  /** What is wrong with the value applied, said under the field when its text is a date. */
  problem?: string | undefined;
}

export function TextFilter({ name, label, state, day = false, problem }: TextFilterProps) {
  const [text, setText] = useState(state.filters[name] ?? '');
  useEffect(() => setText(state.filters[name] ?? ''), [state.filters, name]);
  const wrong = day && text.trim() !== '' && parseCalendarDate(text) === undefined ? 'Not a date (MM/DD/YYYY); not applied.' : problem;
  const apply = () => state.setFilter(name, text.trim() || null);
  return (
    <FormGroup label={label} labelFor={`filter-${name}`} className="kit-filter" intent={wrong ? 'warning' : 'none'} helperText={wrong}>
      <InputGroup
        id={`filter-${name}`}
        placeholder={day ? 'MM/DD/YYYY' : undefined}
        value={text}
        onValueChange={setText}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
      />
    </FormGroup>
  );
}

/** The filter's day as the API takes it (YYYY-MM-DD), or undefined when it is unset or no date. */
function dayOf(value: string | undefined): string | undefined {
  return value ? parseCalendarDate(value) : undefined;
}

/** The address keys of a day range: a list with a DayRangeFilter lists them among its filters' keys. */
export const dayRangeKeys = ['from', 'to'] as const;

/** The first and last day of a range, kept under `from` and `to`. */
export function DayRangeFilter({ labels: [fromLabel, toLabel], state }: { labels: readonly [string, string]; state: ListStateControls }) {
  const reversed = dayRangeOf(state.filters).reversed;
  return (
    <>
      <TextFilter name="from" label={fromLabel} state={state} day />
      <TextFilter name="to" label={toLabel} state={state} day problem={reversed ? 'Before the first day; the range is not applied.' : undefined} />
    </>
  );
}

/** The range's days as the API takes them (YYYY-MM-DD); neither when the last is before the first. */
export function dayRangeOf(values: { from?: string | undefined; to?: string | undefined }): { from?: string; to?: string; reversed: boolean } {
  const from = dayOf(values.from);
  const to = dayOf(values.to);
  if (from && to && to < from) return { reversed: true };
  return { ...(from && { from }), ...(to && { to }), reversed: false };
}
