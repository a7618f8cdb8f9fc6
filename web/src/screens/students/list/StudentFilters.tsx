// Every filter of the student list, options from student-dropdown-filter and the lookups; the student is searched.
// Each change goes to the address at once; the dates are checked and a date that is not real is not sent.
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { StudentSearchFilter } from './StudentSearchFilter';
import { normaliseDate, type FilterKey, type StudentListControls } from './studentFilter';
import { StudentFilterOptionsQuery } from './listQueries';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((label, index) => ({
  value: String(index + 1),
  label,
}));

export const STATUSES = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

interface Option {
  value: string;
  label: string;
}

function SelectFilter({ name, label, options, state }: { name: FilterKey; label: string; options: Option[]; state: StudentListControls }) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect
        id={id}
        fill
        value={state.filters[name] ?? ''}
        onChange={(event) => state.setFilter(name, event.currentTarget.value || null)}
        options={[{ value: '', label: 'All' }, ...options]}
      />
    </FormGroup>
  );
}

/** A text filter committed on Enter or when the field is left (a year, a date). */
function TextFilter({
  name,
  label,
  state,
  placeholder,
  check,
}: {
  name: FilterKey;
  label: string;
  state: StudentListControls;
  placeholder?: string;
  check: (text: string) => string | null;
}) {
  const id = useId();
  const current = state.filters[name] ?? '';
  const [text, setText] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setText(current), [current]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setProblem(null);
      if (current) state.setFilter(name, null);
      return;
    }
    const value = check(trimmed);
    if (value === null) {
      // A date that is not real is dropped, not sent.
      setProblem(`Not used: ${placeholder ?? 'a valid value'} expected.`);
      if (current) state.setFilter(name, null);
      return;
    }
    setProblem(null);
    if (value !== current) state.setFilter(name, value);
  };
  return (
    <FormGroup label={label} labelFor={id} helperText={problem ?? undefined} intent={problem ? 'warning' : 'none'}>
      <InputGroup
        id={id}
        value={text}
        placeholder={placeholder}
        onValueChange={setText}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </FormGroup>
  );
}

const checkYear = (text: string) => (/^\d{4}$/.test(text) ? text : null);

const collator = new Intl.Collator();
const byName = (items: ReadonlyArray<{ id: string; name: string }> | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name })).sort((a, b) => collator.compare(a.label, b.label));

export function StudentFilters({ state }: { state: StudentListControls }) {
  // Options for the dropdowns only, fetched on each visit and kept out of the cache: normalising some thousand
  // small records there cost the list's first render 0.1 s, and nothing else reads them from it.
  const { data } = useQuery(StudentFilterOptionsQuery, { fetchPolicy: 'no-cache' });
  // Sorted once per answer, not on each change of a filter.
  const options = useMemo(
    () => ({
      agencies: byName(data?.options.agencies),
      funders: byName(data?.options.funders),
      staff: byName(data?.options.staffs),
      serviceLines: byName(data?.serviceLines),
      services: byName(data?.services),
      billingCodes: (data?.billingCodes ?? []).map((code) => ({ value: code.id, label: `${code.code} ${code.description}` })),
    }),
    [data],
  );
  return (
    <div className="student-filters" role="group" aria-label="Student filters">
      <SelectFilter name="agency" label="Agency" options={options.agencies} state={state} />
      <StudentSearchFilter value={state.filters.student ?? null} onChange={(student) => state.setFilter('student', student)} />
      <SelectFilter name="funder" label="Funder" options={options.funders} state={state} />
      <SelectFilter name="staff" label="Staff" options={options.staff} state={state} />
      <TextFilter name="authStart" label="Authorization start" placeholder="MM/DD/YYYY" state={state} check={normaliseDate} />
      <TextFilter name="authEnd" label="Authorization end" placeholder="MM/DD/YYYY" state={state} check={normaliseDate} />
      <SelectFilter name="dobMonth" label="Birth month" options={MONTHS} state={state} />
      <TextFilter name="dobYear" label="Birth year" placeholder="YYYY" state={state} check={checkYear} />
      <SelectFilter name="status" label="Status" options={STATUSES} state={state} />
      <SelectFilter name="serviceLine" label="Service line" options={options.serviceLines} state={state} />
      <SelectFilter name="service" label="Service" options={options.services} state={state} />
      <SelectFilter name="billingCode" label="Billing code" options={options.billingCodes} state={state} />
      <div className="student-filter-clear">
        <Button text="Clear filters" disabled={state.activeFilterCount === 0} onClick={state.clearFilters} />
      </div>
    </div>
  );
}
