// A query's states, for screens that are not a kit list or form: a spinner while the first answer is on its way, the failure with a way to try again
// (unless the link chain already told the person), then the page.
import { Button, Callout, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { isAnnounced } from '../app/links';

export interface LoadedProps {
  /** What is loading, in a sentence: 'the daily salary'. */
  what: string;
  loading: boolean;
  error: Error | undefined;
  ready: boolean;
  retry: () => void;
  children?: ReactNode;
}

export function Loaded({ what, loading, error, ready, retry, children }: LoadedProps) {
  if (error && !ready) {
    return (
      <Callout intent="danger" title={`${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded`}>
        {!isAnnounced(error) && <p>{error.message}</p>}
        <Button text="Try again" onClick={retry} />
      </Callout>
    );
  }
  if (!ready) return loading ? <Spinner aria-label={`Loading ${what}`} /> : null;
  return <>{children}</>;
}
