import { Navigate, type RouteObject } from 'react-router';
import type { AppRuntime } from '../app/runtime';
import { guardRedirect } from '../layout/guard';
import { PublicLayout } from '../layout/PublicLayout';
import { PageLoading } from '../screens/errors/PageLoading';
import { RouteError } from '../screens/errors/RouteError';
import { withChunkTimeout } from './chunkTimeout';
import { protectedRouteTable, publicRouteTable } from './table';
import type { AppRoute, RouteHandle } from './types';

/** What the routes' loaders need: the client to start queries with, the session to ask the guard. */
export type RouteRuntime = Pick<AppRuntime, 'client' | 'session'>;

function toRouteObject(route: AppRoute, runtime: RouteRuntime): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  const { prefetch, screen } = route;
  if (!screen) throw new Error(`The route ${route.path} names no screen`);
  return {
    path: route.path,
    handle,
    // Errors of one screen stay inside the layout, with the header and menu still usable.
    errorElement: <RouteError />,
    lazy: () => withChunkTimeout(screen),
    // The router runs a route's loader beside its lazy chunk: the screen's queries start without waiting for it.
    // Only for a user the guard lets in (a refused query would open the server's message over the 403 page), and
    // only on entering the route: changes of the address within it are the screen's own to fetch.
    ...(prefetch && {
      loader: ({ request }) => {
        if (guardRedirect(runtime.session.get(), route.meta) === null) prefetch(runtime.client, new URL(request.url));
        return null;
      },
      shouldRevalidate: () => false,
    }),
  };
}

/** The data router's route objects: the two layouts, every route of the table, and home for anything else. */
export function appRoutes(runtime: RouteRuntime): RouteObject[] {
  const toRoute = (route: AppRoute) => toRouteObject(route, runtime);
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { element: <PublicLayout />, children: publicRouteTable.map(toRoute) },
        // The signed-in frame (menu, header, their popovers and dialogs) loads beside the first screen it frames, not
        // before the sign-in screen.
        {
          lazy: () => withChunkTimeout(() => import('../layout/ProtectedLayout').then((module) => ({ Component: module.ProtectedLayout }))),
          children: protectedRouteTable.map(toRoute),
        },
        // A route without meta goes home.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export { protectedMetaFor, protectedRouteTable, publicRouteTable } from './table';
export type { AppRoute, Crumb, RouteMeta } from './types';
