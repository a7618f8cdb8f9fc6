// The header's connection status, loaded after the page's first draw: the outbox and its drawer are not part of what
// every route needs before it renders. Until it has loaded the header shows nothing in its place.
import { lazy, Suspense } from 'react';

const StatusButton = lazy(() => import('./StatusButton'));

export function ConnectionStatus() {
  return (
    <Suspense fallback={null}>
      <StatusButton />
    </Suspense>
  );
}
