// After an import (and when the list opens) the list asks how many imported students are still pending; while
// any are, a banner shows for 10 seconds, then the list refreshes.
import { useLazyQuery } from '@apollo/client/react';
import { Callout } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { StudentImportStatusQuery } from './operations';

export const IMPORT_NOTICE_MS = 10_000;

export function useImportBanner(onSettled: () => void): { banner: string | null; check: () => void } {
  const [ask] = useLazyQuery(StudentImportStatusQuery, { fetchPolicy: 'network-only' });
  const [banner, setBanner] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  const check = useCallback(() => {
    void ask().then((result) => {
      const status = result.data?.status;
      if (!status || status.pendingCount <= 0) return;
      setBanner(
        status.message ||
          `${status.pendingCount} imported ${status.pendingCount === 1 ? 'student is' : 'students are'} still being saved. The list will refresh shortly.`,
      );
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setBanner(null);
        settled.current();
      }, IMPORT_NOTICE_MS);
    });
  }, [ask]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { banner, check };
}

export function ImportBanner({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Callout intent="primary" icon="import" title="Import in progress" role="status">
      {text}
    </Callout>
  );
}
