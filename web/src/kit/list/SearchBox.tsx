import { InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedValue';

export interface SearchBoxProps {
  /** The search the list is showing. */
  value: string;
  /** Called once typing has paused for 500 ms. */
  onSearch: (search: string) => void;
  label: string;
}

/** A search field that asks the server only after the user stops typing. */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== value.trim()) latest.current(next);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <InputGroup className="kit-search" type="search" leftIcon="search" placeholder="Search" aria-label={label} value={text} onValueChange={change} />
  );
}
