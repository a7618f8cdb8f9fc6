// One route of the table: where it is, what the header shows, and what the guard asks for.
import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';

export interface Crumb {
  label: string;
  to?: string;
}

export interface RouteMeta {
  title: string;
  /** From the area down to this page; the layout puts Dashboard in front. */
  crumbs: Crumb[];
  /** A permission name the user must hold as a label or a subLabel; none = signed in is enough. */
  permission?: string;
  /** Organisations and Module and Menu Setup. */
  superAdminOnly?: boolean;
  /** Only these kinds of user (and the Super Admin, who passes every check), as the schema allows a page's data. */
  userTypes?: readonly string[];
  /** Funder pages show the selected funder's name after the title. */
  funderPage?: boolean;
  /** Public pages a signed-in user is sent away from, to /dashboard (sign-in and the password screens). */
  signedOutOnly?: boolean;
}

export type ScreenModule = { Component: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;
/** Starts the screen's first queries (app/prefetch.ts) from its address, while the screen's chunk loads. */
export type ScreenPrefetch = (client: ApolloClient, url: URL) => void;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  /** The screen. A resource's routes are declared before their screens are attached, so the type allows none; the
   * route table may not hold such a route (routes/index.tsx refuses it, and the route tests load every screen). */
  screen?: ScreenLoader;
  prefetch?: ScreenPrefetch;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
