// The import log's filters as the API takes them: the first and last day of upload (MM/DD/YYYY or YYYY-MM-DD; a
// day that is no date is said so and not sent) and, on the whole log, the area. Kept in the address.
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { parseCalendarDate } from '../../../dates/calendar';
import type { ExcelImportLogFilter, PageInput } from '../../../gql/graphql';
import type { ListFilters, ListStateControls } from '../../../kit';
import { FilterRow, FilterSelect } from '../../../kit/list/FilterSelect';
import { ImportAreas } from './operations';

function DayFilter({ name, label, state }: { name: string; label: string; state: ListStateControls }) {
  const [text, setText] = useState(state.filters[name] ?? '');
  useEffect(() => setText(state.filters[name] ?? ''), [state.filters, name]);
  const wrong = text.trim() !== '' && parseCalendarDate(text) === undefined;
  const apply = () => state.setFilter(name, text.trim() || null);
  return (
    <FormGroup
      label={label}
      labelFor={`filter-${name}`}
      className="kit-filter"
      intent={wrong ? 'warning' : 'none'}
      helperText={wrong ? 'Not a date (MM/DD/YYYY); not applied.' : undefined}
    >
      <InputGroup
        id={`filter-${name}`}
        placeholder="MM/DD/YYYY"
        value={text}
        onValueChange={setText}
        onBlur={apply}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
      />
    </FormGroup>
  );
}

function AreaFilter({ state }: { state: ListStateControls }) {
  const { data, error } = useQuery(ImportAreas);
  const options = (data?.areas ?? []).map((area) => ({ value: area.name, label: area.name }));
  return <FilterSelect name="area" label="Area" options={options} state={state} failed={error !== undefined} />;
}

type LogVariables = { page?: PageInput | null; filter?: ExcelImportLogFilter | null };

function logFilters(withArea: boolean): ListFilters<LogVariables> {
  return {
    keys: withArea ? ['from', 'to', 'area'] : ['from', 'to'],
    variables: ({ from, to, area }) => {
      const start = from ? parseCalendarDate(from) : undefined;
      const end = to ? parseCalendarDate(to) : undefined;
      const filter: ExcelImportLogFilter = { ...(start && { startDate: start }), ...(end && { endDate: end }), ...(withArea && area && { area }) };
      return Object.keys(filter).length > 0 ? { filter } : {};
    },
    Panel: ({ state }) => (
      <FilterRow>
        <DayFilter name="from" label="Uploaded from" state={state} />
        <DayFilter name="to" label="Uploaded to" state={state} />
        {withArea && <AreaFilter state={state} />}
      </FilterRow>
    ),
  };
}

/** The whole log's filters: days and area. */
export const importLogFilters = logFilters(true);
/** One area's imports: days only. */
export const areaImportFilters = logFilters(false);
