// The student list's Student filter: Blueprint's Suggest over the students the API finds for what the person types
// (the first 50 by name), not a dropdown of every student of the practice, which a practice of thousands would
// download and draw on every visit. The chosen student's name is read by id, so a filtered address shows it.
import { useQuery } from '@apollo/client/react';
import { Button, FormGroup, MenuItem } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../kit/list/useDebouncedValue';
import { StudentPickerChosenQuery, StudentPickerSearchQuery } from './listQueries';

const SEARCH_DELAY_MS = 250;
/** The matches offered at once: the API's smallest page. */
const MATCHES = 50;

interface StudentOption {
  id: string;
  name: string;
}

export interface StudentPickerProps {
  id: string;
  /** Label beside the field, as in a toolbar of filters; `className` dresses its form group. */
  inline?: boolean;
  className?: string;
  /** The chosen student's id, from the address. */
  value: string | null;
  onChange: (id: string | null) => void;
}

export function StudentPicker({ id, inline, className, value, onChange }: StudentPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // Asked only while the list is open: a visit that never filters by student reads no student for it.
  const found = useQuery(StudentPickerSearchQuery, {
    variables: { page: { page: 1, perPage: MATCHES, search: search || undefined, sortBy: 'ASC', sortField: 'first_name' } },
    skip: !open,
    fetchPolicy: 'no-cache',
  });
  const chosen = useQuery(StudentPickerChosenQuery, { variables: { id: value ?? '' }, skip: value === null });
  const settled = search === query.trim() && !found.loading;
  const items = useMemo<StudentOption[]>(() => (settled ? (found.data?.page.nodes ?? []) : []), [found.data, settled]);
  // Until the chosen student's name is read, the field says so rather than show a name it does not have.
  const selected = value !== null && chosen.data?.student.id === value ? chosen.data.student : null;

  const renderItem: ItemRenderer<StudentOption> = (student, { handleClick, handleFocus, modifiers, ref }) => (
    <MenuItem
      key={student.id}
      ref={ref}
      roleStructure="listoption"
      selected={student.id === value}
      active={modifiers.active}
      disabled={modifiers.disabled}
      text={student.name}
      onClick={handleClick}
      onFocus={handleFocus}
    />
  );

  const noResults = found.error ? 'The students could not be loaded.' : !settled ? 'Searching…' : 'No student matches.';

  return (
    <FormGroup label="Student" labelFor={id} inline={inline} className={className}>
      <Suggest<StudentOption>
        fill
        items={items}
        selectedItem={selected}
        itemRenderer={renderItem}
        inputValueRenderer={(student) => student.name}
        itemsEqual="id"
        query={query}
        onQueryChange={setQuery}
        onItemSelect={(student) => {
          onChange(student.id);
          setQuery('');
        }}
        noResults={<MenuItem disabled roleStructure="listoption" text={noResults} />}
        resetOnClose
        popoverProps={{ minimal: true, matchTargetWidth: true, onOpening: () => setOpen(true), onClosed: () => setOpen(false) }}
        inputProps={{
          id,
          placeholder: value === null ? 'All' : 'Reading the chosen student…',
          rightElement:
            value === null ? undefined : (
              <Button variant="minimal" icon="cross" aria-label="Clear the student filter" onClick={() => onChange(null)} />
            ),
        }}
      />
    </FormGroup>
  );
}
