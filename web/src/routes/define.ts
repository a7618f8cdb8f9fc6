import type { AppRoute, Crumb, RouteMeta, ScreenLoader, ScreenPrefetch } from './types';

export interface PageOptions extends Partial<Omit<RouteMeta, 'title' | 'crumbs'>> {
  screen?: ScreenLoader;
  prefetch?: ScreenPrefetch;
  /** The crumb label when it differs from the title. */
  crumb?: string;
}

/**
 * An area of the route table: every page gets the area's crumb (linking to its list) and permission unless it says
 * otherwise.
 */
export function area(base: Crumb | null, defaults: Partial<Omit<RouteMeta, 'title' | 'crumbs'>> = {}) {
  return (path: string, title: string, options: PageOptions = {}): AppRoute => {
    const { screen, prefetch, crumb, ...meta } = options;
    const own: Crumb = { label: crumb ?? title };
    const isAreaPage = base !== null && base.to === path.replace(/\/:\w+\?/g, '');
    const crumbs = base === null || isAreaPage ? [own] : [base, own];
    return { path, screen, prefetch, meta: { ...defaults, ...meta, title, crumbs } };
  };
}
