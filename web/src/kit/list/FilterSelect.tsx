// One labelled filter of a kit list, in the row of filters above the grid; its value lives in
// the address through the list's state.
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ListStateControls } from './listState';
import '../kit.css';

export type FilterOption = { value: string; label: string };

export const statusOptions: FilterOption[] = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <div className="kit-filters" role="group" aria-label="Filters">
      {children}
    </div>
  );
}

export function FilterSelect({
  name,
  label,
  options,
  state,
  failed,
}: {
  name: string;
  label: string;
  options: FilterOption[];
  state: ListStateControls;
  failed?: boolean;
}) {
  return (
    <FormGroup label={label} labelFor={`filter-${name}`} className="kit-filter">
      <HTMLSelect
        id={`filter-${name}`}
        value={state.filters[name] ?? ''}
        onChange={(event) => state.setFilter(name, event.currentTarget.value || null)}
        options={[{ value: '', label: failed ? 'Could not load' : 'Any' }, ...options]}
        fill
      />
    </FormGroup>
  );
}
