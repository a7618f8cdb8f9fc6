import { Navigate, type RouteObject } from 'react-router';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { PageLoading } from '../screens/errors/PageLoading';
import { RouteError } from '../screens/errors/RouteError';
import { withChunkTimeout } from './chunkTimeout';
import { protectedRouteTable, publicRouteTable } from './table';
import type { AppRoute, RouteHandle, ScreenLoader } from './types';

const notAvailable: ScreenLoader = () =>
  import('../screens/placeholder/NotAvailable').then((module) => ({ Component: module.NotAvailable }));

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  return {
    path: route.path,
    handle,
    // Errors of one screen stay inside the layout, with the header and menu still usable.
    errorElement: <RouteError />,
    lazy: () => withChunkTimeout(route.screen ?? notAvailable),
  };
}

/** The data router's route objects: the two layouts, every route of the table, and home for anything else. */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { element: <PublicLayout />, children: publicRouteTable.map(toRouteObject) },
        { element: <ProtectedLayout />, children: protectedRouteTable.map(toRouteObject) },
        // A route without meta goes home.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export { protectedMetaFor, protectedRouteTable, publicRouteTable } from './table';
export type { AppRoute, Crumb, RouteMeta } from './types';
