// Asking a folder's list again after a write. Identical queries in flight are shared, so a refresh asked while
// another is on its way would get that earlier answer, made before the latest write (three uploads landing together
// showed only two files): a refresh asked meanwhile runs once more after the one in flight.
import { useCallback, useRef } from 'react';

export function useRefresh(reload: () => Promise<unknown>): () => void {
  const running = useRef(false);
  const again = useRef(false);
  return useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    const run = (): void => {
      again.current = false;
      // A failed reload shows through the query's own error state; nothing more to do with it here.
      void reload()
        .catch(() => undefined)
        .then(() => {
          if (again.current) run();
          else running.current = false;
        });
    };
    run();
  }, [reload]);
}
