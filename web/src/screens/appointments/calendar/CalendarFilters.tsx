// The calendar's filters (staff, student, location, service), options from get-event-session-filter, and the
// colours of what is drawn (session types, and workflow steps when any are) as a legend. Each choice goes to the address at once.
// The student is searched on the API as it is typed: a dropdown of every student would be downloaded, cached and drawn
// on every visit, and a large practice has thousands.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import type { CalendarFilterOptionsQuery } from '../../../gql/graphql';
import { StudentSearchFilter } from '../../students/list/StudentSearchFilter';
import type { CalendarFilters, FilterKey } from './address';
import { workflowColor } from '../../workflows/calendarEvents';
import { neutralColor, textColorOn } from './events';

type Options = CalendarFilterOptionsQuery['options'];

type ListedKey = Exclude<FilterKey, 'student'>;

const listed: Record<ListedKey, { label: string; pick: (options: Options) => { id: string; name: string }[] }> = {
  staff: { label: 'Staff', pick: (options) => options.staff },
  location: { label: 'Location', pick: (options) => options.locations },
  service: { label: 'Service', pick: (options) => options.services },
};

function FilterSelect({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: { id: string; name: string }[];
  disabled: boolean;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  // A filter named in the address whose option is not (or not yet) listed still shows as chosen.
  const listed = value === '' || options.some((option) => option.id === value);
  return (
    <FormGroup label={label} labelFor={id} inline className="calendar-filter">
      <HTMLSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        options={[
          { value: '', label: 'All' },
          ...(listed ? [] : [{ value, label: `#${value}` }]),
          ...options.map((option) => ({ value: option.id, label: option.name })),
        ]}
      />
    </FormGroup>
  );
}

export interface CalendarFiltersProps {
  filters: CalendarFilters;
  options: Options | undefined;
  onChange: (filters: CalendarFilters) => void;
}

export function CalendarFilterBar({ filters, options, onChange }: CalendarFiltersProps) {
  const select = (key: ListedKey) => (
    <FilterSelect
      label={listed[key].label}
      value={filters[key] ?? ''}
      options={options ? listed[key].pick(options) : []}
      disabled={!options}
      onChange={(value) => onChange({ ...filters, [key]: value })}
    />
  );
  return (
    <div className="kit-toolbar calendar-filters" role="group" aria-label="Filters">
      {select('staff')}
      <StudentSearchFilter
        inline
        className="calendar-filter calendar-student-filter"
        value={filters.student ?? null}
        onChange={(student) => onChange({ ...filters, student: student ?? undefined })}
      />
      {select('location')}
      {select('service')}
    </div>
  );
}

/**
 * Every colour the calendar draws in: the session types'; `untyped` adds the colour of appointments without a session
 * type, `workflows` the colour of workflow steps.
 */
export function CalendarLegend({
  types,
  untyped,
  workflows,
}: {
  types: { id: string; name: string; color: string }[];
  untyped: boolean;
  workflows: boolean;
}) {
  const shown = [
    ...types,
    ...(untyped ? [{ id: 'none', name: 'No session type', color: neutralColor }] : []),
    ...(workflows ? [{ id: 'workflow', name: 'Workflow step', color: workflowColor }] : []),
  ];
  if (shown.length === 0) return null;
  return (
    <ul className="calendar-legend" aria-label="Calendar colours">
      {shown.map((type) => (
        <li key={type.id} style={{ backgroundColor: type.color, color: textColorOn(type.color) }}>
          {type.name}
        </li>
      ))}
    </ul>
  );
}
