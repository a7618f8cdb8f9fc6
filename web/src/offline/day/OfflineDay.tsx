// The header's "Available offline until …", loaded after the page's first draw: the popover of kept sessions is not
// part of what every route needs before it renders. Until it has loaded the header shows nothing in its place.
import { lazy, Suspense } from 'react';

const OfflineUntil = lazy(() => import('./OfflineUntil').then((module) => ({ default: module.OfflineUntil })));

export function OfflineDay() {
  return (
    <Suspense fallback={null}>
      <OfflineUntil />
    </Suspense>
  );
}
