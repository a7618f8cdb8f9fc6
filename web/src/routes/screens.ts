// The setup screens behind their routes. Every screen module exports `screens` (its pages by name); a route loads
// the module lazily, so AG Grid and the kit reach only the chunks of the pages that use them.
import type { ComponentType } from 'react';
import type { AppRoute, ScreenLoader } from './types';

type ScreenModule = { screens: Record<string, ComponentType> };

/** The page `name` of a lazily loaded screen module. */
export function lazyScreen(load: () => Promise<ScreenModule>, name: string): ScreenLoader {
  return () =>
    load().then((module) => {
      const Component = module.screens[name];
      if (!Component) throw new Error(`The screen module has no page ${name}.`);
      return { Component };
    });
}

/** Which page of a resource a setup route opens, from its address (`/add-x`, `/edit-x/:id`, `/delete-x`, ...). */
export function pageOfPath(path: string): 'List' | 'Add' | 'Edit' | 'Deleted' | 'Import' {
  if (/\/add(-|\/|$)/.test(path)) return 'Add';
  if (/\/edit(-|\/)/.test(path)) return 'Edit';
  if (/\/delete-/.test(path)) return 'Deleted';
  if (/\/import-/.test(path)) return 'Import';
  return 'List';
}

/** A resource's routes (list, add, edit, deleted, import) with the pages of one screen module. */
export function withScreens(routes: AppRoute[], load: () => Promise<ScreenModule>): AppRoute[] {
  return routes.map((route) => ({ ...route, screen: lazyScreen(load, pageOfPath(route.path)) }));
}
