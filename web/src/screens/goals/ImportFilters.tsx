// The imported goals' filters as the API takes them: the import's first and last day, skill area, student name and
// target name (each a part of the name), kept in the address. A day that is not a calendar date (MM/DD/YYYY or
// YYYY-MM-DD) is said so under its field and not sent.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { parseCalendarDate } from '../../dates/calendar';
import type { ListFilters, ListStateControls } from '../../kit';
import { FilterRow } from '../../kit/list/FilterSelect';
import type { GoalImportRowFilter, PageInput } from '../../gql/graphql';

function TextFilter({ name, label, state, day }: { name: string; label: string; state: ListStateControls; day?: boolean }) {
  const [text, setText] = useState(state.filters[name] ?? '');
  useEffect(() => setText(state.filters[name] ?? ''), [state.filters, name]);
  const wrong = day === true && text.trim() !== '' && parseCalendarDate(text) === undefined;
  const apply = () => state.setFilter(name, text.trim() || null);
  return (
    <FormGroup label={label} labelFor={`filter-${name}`} className="kit-filter" intent={wrong ? 'warning' : 'none'} helperText={wrong ? 'Not a date (MM/DD/YYYY); not applied.' : undefined}>
      <InputGroup id={`filter-${name}`} placeholder={day ? 'MM/DD/YYYY' : undefined} value={text} onValueChange={setText} onBlur={apply} onKeyDown={(event) => event.key === 'Enter' && apply()} />
    </FormGroup>
  );
}

function ImportFilterPanel({ state }: { state: ListStateControls }) {
  return (
    <FilterRow>
      <TextFilter name="from" label="Imported from" state={state} day />
      <TextFilter name="to" label="Imported to" state={state} day />
      <TextFilter name="student" label="Student name" state={state} />
      <TextFilter name="skillArea" label="Skill area" state={state} />
      <TextFilter name="target" label="Target name" state={state} />
    </FilterRow>
  );
}

export const importFilters: ListFilters<{ page?: PageInput | null; filter?: GoalImportRowFilter | null }> = {
  keys: ['from', 'to', 'student', 'skillArea', 'target'],
  variables: ({ from, to, student, skillArea, target }) => {
    const start = from ? parseCalendarDate(from) : undefined;
    const end = to ? parseCalendarDate(to) : undefined;
    const filter: GoalImportRowFilter = {
      ...(start && { startDate: start }),
      ...(end && { endDate: end }),
      ...(student && { studentName: student }),
      ...(skillArea && { skillArea }),
      ...(target && { targetName: target }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: ImportFilterPanel,
};
