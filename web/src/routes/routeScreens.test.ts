// Every route names a screen, and every screen loads: each lazy loader of the route table is called and must give a
// component, so a broken import or a page missing from a screen module fails here rather than in the browser.
import { describe, expect, it } from 'vitest';
import { protectedRouteTable, publicRouteTable } from './table';
import type { AppRoute, ScreenLoader } from './types';

type LoadableRoute = AppRoute & { screen: ScreenLoader };

const routes = [...publicRouteTable, ...protectedRouteTable];
const loadable = routes.filter((route): route is LoadableRoute => route.screen !== undefined);

/** A function component, or an object React renders as one (memo, forwardRef, lazy). */
function isComponent(value: unknown): boolean {
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

describe('the screens of the route table', () => {
  it('names a screen for every route', () => {
    expect(routes.filter((route) => route.screen === undefined).map((route) => route.path)).toEqual([]);
    expect(loadable.length).toBeGreaterThan(400);
  });

  // The first routes import most shared code; later ones reuse it.
  it.each(loadable.map((route) => [route.path, route] as const))('loads the screen of %s', { timeout: 60_000 }, async (_path, route) => {
    const { Component } = await route.screen();
    expect(isComponent(Component)).toBe(true);
  });
});
