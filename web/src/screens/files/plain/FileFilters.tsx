// The file list's filters: a student, a staff member and the authorization's first and last day, kept in the
// address. A day that is not a real calendar date (MM/DD/YYYY or YYYY-MM-DD) is said so under its field and not sent.
import { useQuery } from '@apollo/client/react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { parseCalendarDate } from '../../../dates/calendar';
import type { ListFilters, ListStateControls } from '../../../kit';
import { FilterRow, FilterSelect } from '../../../kit/list/FilterSelect';
import type { PageInput, StoredFileFilter } from '../../../gql/graphql';
import { FileStaffOptions, FolderStudentOptions } from './operations';

function DayFilter({ name, label, state }: { name: string; label: string; state: ListStateControls }) {
  const [text, setText] = useState(state.filters[name] ?? '');
  useEffect(() => setText(state.filters[name] ?? ''), [state.filters, name]);
  const wrong = text.trim() !== '' && parseCalendarDate(text) === undefined;
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
        onBlur={() => state.setFilter(name, text.trim() || null)}
        onKeyDown={(event) => event.key === 'Enter' && state.setFilter(name, text.trim() || null)}
      />
    </FormGroup>
  );
}

function FileFilterPanel({ state }: { state: ListStateControls }) {
  const students = useQuery(FolderStudentOptions);
  const staff = useQuery(FileStaffOptions);
  return (
    <FilterRow>
      <FilterSelect
        name="student"
        label="Student"
        options={(students.data?.options ?? []).map((student) => ({ value: student.id, label: `${student.lastName}, ${student.firstName}` }))}
        state={state}
        failed={!!students.error}
      />
      <FilterSelect
        name="staff"
        label="Staff"
        options={(staff.data?.options.nodes ?? []).map((person) => ({ value: person.id, label: person.name }))}
        state={state}
        failed={!!staff.error}
      />
      <DayFilter name="authFrom" label="Authorization from" state={state} />
      <DayFilter name="authTo" label="Authorization to" state={state} />
    </FilterRow>
  );
}

export const fileFilters: ListFilters<{ page?: PageInput | null; filter?: StoredFileFilter | null }> = {
  keys: ['student', 'staff', 'authFrom', 'authTo'],
  variables: ({ student, staff, authFrom, authTo }) => {
    const from = authFrom ? parseCalendarDate(authFrom) : undefined;
    const to = authTo ? parseCalendarDate(authTo) : undefined;
    const filter: StoredFileFilter = {
      ...(student && /^\d+$/.test(student) && { studentId: student }),
      ...(staff && /^\d+$/.test(staff) && { staffId: staff }),
      ...(from && { startDateOfAuth: from }),
      ...(to && { endDateOfAuth: to }),
    };
    return Object.keys(filter).length > 0 ? { filter } : {};
  },
  Panel: FileFilterPanel,
};
