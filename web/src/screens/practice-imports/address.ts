// The import a person follows is in the address (?kareoImport=<id>), so they can leave and come back to it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const importParam = 'kareoImport';

export function useFollowedImport(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const follow = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(importParam, id);
          else next.delete(importParam);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [params.get(importParam), follow];
}
