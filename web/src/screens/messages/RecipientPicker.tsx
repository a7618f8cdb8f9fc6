// Recipients chosen from staff: Blueprint's MultiSelect over the staff lookup, searched on the server as the person
// types (name or email, 100 at a time, the staff dropdown's page size). Arrow keys move through the matches, Enter
// adds one, Backspace removes the last chosen; the error is announced through aria-describedby.
import { useQuery } from '@apollo/client/react';
import { FormGroup, MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../kit';
import type { DraftPerson } from './draft';
import { MessageRecipientsQuery } from './operations';

const SEARCH_DELAY_MS = 250;
const STAFF_PAGE_SIZE = 100;

interface StaffOption extends DraftPerson {
  userType: string;
}

export interface RecipientPickerProps {
  id: string;
  value: readonly DraftPerson[];
  error: string | null;
  disabled: boolean;
  onChange: (people: DraftPerson[]) => void;
}

export function RecipientPicker({ id, value, error, disabled, onChange }: RecipientPickerProps) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(MessageRecipientsQuery, {
    variables: { page: { page: 1, perPage: STAFF_PAGE_SIZE, search: search || undefined, sortBy: 'ASC', sortField: 'name' } },
  });
  const chosen = useMemo(() => new Set(value.map((person) => person.id)), [value]);
  // Only the answer to what is typed now: while a search is on its way the list waits, so Enter never takes a match
  // of an older search.
  const settled = search === query.trim() && !loading;
  const items: StaffOption[] = useMemo(
    () => (settled ? (data?.staff.nodes ?? []) : []).map((person) => ({ id: person.id, name: person.name, userType: person.userType })),
    [data, settled],
  );
  const errorId = `${id}-error`;

  const toggle = (person: DraftPerson) => {
    onChange(chosen.has(person.id) ? value.filter((p) => p.id !== person.id) : [...value, { id: person.id, name: person.name }]);
    setQuery('');
  };

  const renderItem: ItemRenderer<StaffOption> = (person, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={person.id}
        ref={ref}
        roleStructure="listoption"
        selected={chosen.has(person.id)}
        active={modifiers.active}
        disabled={modifiers.disabled}
        text={person.name}
        label={person.userType}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  const noResults = loadError ? 'The staff list could not be loaded.' : !settled ? 'Searching…' : 'No staff member matches.';

  return (
    <FormGroup
      label="To"
      labelFor={id}
      labelInfo="(required)"
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <MultiSelect<StaffOption>
        fill
        disabled={disabled}
        items={items}
        selectedItems={value.map((person) => ({ ...person, userType: '' }))}
        itemsEqual="id"
        query={query}
        onQueryChange={setQuery}
        // The server searched already; every answer matches.
        itemPredicate={() => true}
        itemRenderer={renderItem}
        tagRenderer={(person) => person.name}
        onItemSelect={toggle}
        onRemove={(person) => onChange(value.filter((p) => p.id !== person.id))}
        noResults={<MenuItem disabled roleStructure="listoption" text={noResults} />}
        resetOnSelect
        placeholder="Search staff by name or email…"
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        tagInputProps={{
          intent: error ? 'danger' : 'none',
          inputProps: { id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error ? true : undefined },
          tagProps: { minimal: true },
        }}
      />
    </FormGroup>
  );
}
