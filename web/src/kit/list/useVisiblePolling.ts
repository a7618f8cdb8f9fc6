// Polls a query while work it shows is in flight and the page is visible: hidden, it stops; shown again, it asks at
// once and polls on. The long-work convention's "about once a second while the page is visible".
import { useEffect } from 'react';

export const inFlightPollMs = 1000;

interface Pollable {
  startPolling: (ms: number) => void;
  stopPolling: () => void;
  refetch: () => Promise<unknown>;
}

function hidden(): boolean {
  return document.visibilityState === 'hidden';
}

export function useVisiblePolling(active: boolean, { startPolling, stopPolling, refetch }: Pollable, ms = inFlightPollMs): void {
  useEffect(() => {
    if (!active) return undefined;
    const follow = () => {
      if (hidden()) {
        stopPolling();
      } else {
        void refetch();
        startPolling(ms);
      }
    };
    if (!hidden()) startPolling(ms);
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      stopPolling();
    };
  }, [active, ms, startPolling, stopPolling, refetch]);
}
