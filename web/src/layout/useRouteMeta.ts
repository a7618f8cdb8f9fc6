import { useMatches } from 'react-router';
import { isRouteHandle, type RouteMeta } from '../routes/types';

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
}
