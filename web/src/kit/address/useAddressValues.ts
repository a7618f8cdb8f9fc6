// Values a screen keeps in the address (?student=2&month=2026-11), so that it can be linked to and reloaded.
// A change starts from the last address this screen asked for, not the last one rendered: React Router hands a
// functional setSearchParams the params of the last render, and its navigation lands a moment later, so two changes
// made in that moment (a quick person, a test) would otherwise lose the first.
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface AddressValues {
  params: URLSearchParams;
  /** A value; '' when the address has none. */
  get(key: string): string;
  /** Sets values ('' or null removes one), replacing the address entry unless told to push a new one. */
  set(changes: Record<string, string | null>, options?: { push?: boolean }): void;
}

interface Asked {
  /** The addresses this screen went through since the last one it saw rendered. */
  passed: Set<string>;
  latest: URLSearchParams;
}

export function useAddressValues(): AddressValues {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  rendered.current = params;
  const asked = useRef<Asked | null>(null);

  const set = useCallback(
    (changes: Record<string, string | null>, options?: { push?: boolean }) => {
      const now = rendered.current.toString();
      const pending = asked.current;
      // Still on an address this screen passed through, and not yet on its last: build on the last.
      const base = pending && pending.passed.has(now) && pending.latest.toString() !== now ? pending.latest : rendered.current;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const passed = base === rendered.current ? new Set([now]) : (pending?.passed ?? new Set([now]));
      passed.add(next.toString());
      asked.current = { passed, latest: next };
      setParams(next, { replace: !options?.push });
    },
    [setParams],
  );
  const get = useCallback((key: string) => params.get(key) ?? '', [params]);
  return { params, get, set };
}
