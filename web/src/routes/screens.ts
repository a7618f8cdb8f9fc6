// The screens behind the routes. Every screen module exports `screens` (its pages by name); a route loads the module
// lazily, so AG Grid and the kit reach only the chunks of the pages that use them. A page is named by a key the
// compiler checks against the module's `screens`, so a misspelt page fails the type check, not the browser.
import type { ComponentType } from 'react';
import type { Resource, ResourcePage } from './resource';
import type { AppRoute, ScreenLoader, ScreenPrefetch } from './types';

/** A screen module: its pages by name. */
export type ScreenModule<S> = { screens: S };

/** The pages of a lazily loaded screen module: `pages('List')` is the loader of its page List. */
export function screensOf<S extends Record<string, ComponentType>>(load: () => Promise<ScreenModule<S>>) {
  return (name: keyof S & string): ScreenLoader =>
    () =>
      load().then((module) => {
        const Component = module.screens[name];
        // A module typed loosely (a record of pages) can still lack one.
        if (!Component) throw new Error(`The screen module has no page ${name}.`);
        return { Component };
      });
}

/** A declared resource's routes, each opening its page of one screen module. */
export function resourceRoutes<P extends ResourcePage>(
  resource: Resource<P>,
  load: () => Promise<ScreenModule<Record<P, ComponentType>>>,
): AppRoute[] {
  const pages = screensOf(load);
  return resource.routes.map(({ page, route }) => ({ ...route, screen: pages(page) }));
}

/** A declared resource's routes whose screens other issues build: they show the not-available state. */
export function resourceRoutesWithoutScreens<P extends ResourcePage>(resource: Resource<P>): AppRoute[] {
  return resource.routes.map(({ route }) => route);
}

/**
 * The routes, with a loader that starts the first queries of each list named (ScreenPrefetch): the generated table
 * declares a resource's routes without one, since its declaration imports no screen code.
 */
export function withListPrefetches(routes: readonly AppRoute[], lists: readonly (readonly [Resource<ResourcePage>, ScreenPrefetch])[]): AppRoute[] {
  const byPath = new Map(lists.map(([resource, prefetch]) => [resource.routes.find(({ page }) => page === 'List')?.route.path, prefetch]));
  return routes.map((route) => {
    const prefetch = byPath.get(route.path);
    return prefetch ? { ...route, prefetch } : route;
  });
}
