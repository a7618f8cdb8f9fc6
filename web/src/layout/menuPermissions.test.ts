// The menu, the route table and the stand-in's permissions agree: every menu link opens a route of the table, each
// link is shown under the same permission module its route asks for, every permission a route or the menu names is
// one of the stand-in's catalogue, and the Super Admin's own entries hold every one of them.
import { assertContractKept } from '@portal/mocks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { protectedMetaFor, protectedRouteTable } from '../routes/table';
import type { RouteMeta } from '../routes/types';
import type { PermissionCheck } from '../session';
import { modulesNamed, startStandInSession, type PermissionItem, type StandInSession } from '../test/standInSession';
import { menu, type MenuLink } from './menu';

let session: StandInSession;
let catalogue: PermissionItem[];

beforeAll(async () => {
  session = await startStandInSession();
  catalogue = session.catalogue;
}, 60_000);

afterEach(assertContractKept);
afterAll(async () => {
  await session?.standIn.close();
});

const links: MenuLink[] = menu.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));

const modulesOfPermission = (name: string) => modulesNamed(catalogue, name);

/** The modules of the catalogue items a menu check matches: every field it names on the same item. */
function modulesOfCheck(check: PermissionCheck): string[] {
  const matches = catalogue.filter(
    (item) =>
      (check.label === undefined || item.label === check.label) &&
      (check.subLabel === undefined || item.sub_label === check.subLabel) &&
      (check.method === undefined || item.method === check.method),
  );
  return [...new Set(matches.map((item) => item.label))].sort();
}

function routeOf(link: MenuLink): RouteMeta {
  const meta = protectedMetaFor(link.to);
  if (!meta) throw new Error(`The menu link ${link.label} goes to ${link.to}, which no route opens.`);
  return meta;
}

/**
 * Links the menu shows under another module than the one their route asks for: the invoice pages are listed for
 * holders of the students' menu, and each page then asks for its own invoice permission.
 */
const shownUnderAnotherModule = ['/invoice-list', '/invoice-import-list', '/invoice-setss-request', '/invoice-report'];

describe('the menu and the route table', () => {
  it('leads every link to a route of the table', () => {
    const missing = links.filter((link) => protectedMetaFor(link.to) === undefined).map((link) => `${link.label} → ${link.to}`);
    expect(missing).toEqual([]);
  });

  it('keeps the Super Admin’s links and routes together, and links without a check to routes without a permission', () => {
    for (const link of links) {
      const meta = routeOf(link);
      expect(Boolean(meta.superAdminOnly), link.to).toBe(Boolean(link.superAdminOnly));
      if (!link.superAdminOnly && link.checks === undefined) expect(meta.permission, link.to).toBeUndefined();
      if (link.checks !== undefined) expect(meta.permission, link.to).toBeDefined();
    }
  });

  it('shows each link under the permission module its route asks for', () => {
    const disagreeing: string[] = [];
    for (const link of links) {
      const permission = routeOf(link).permission;
      if (permission === undefined || link.checks === undefined) continue;
      const routeModules = modulesOfPermission(permission);
      const agrees = link.checks.some((check) => JSON.stringify(modulesOfCheck(check)) === JSON.stringify(routeModules));
      if (!agrees) disagreeing.push(`${link.label} (${link.to}): route asks for ${permission}, menu checks ${JSON.stringify(link.checks)}`);
    }
    expect(disagreeing.filter((line) => !shownUnderAnotherModule.some((path) => line.includes(`(${path})`)))).toEqual([]);
    // The exceptions are real ones: each still disagrees, so none outlives its reason.
    expect(disagreeing.map((line) => shownUnderAnotherModule.find((path) => line.includes(`(${path})`)))).toEqual(shownUnderAnotherModule);
  });
});

describe('the route table and the stand-in’s permissions', () => {
  const asked = [...new Set(protectedRouteTable.flatMap((route) => (route.meta.permission === undefined ? [] : [route.meta.permission])))];
  // A role is built from the catalogue; a Super-Admin-only route asks no role, so its permission need not be there.
  const askedOfRoles = [
    ...new Set(
      protectedRouteTable.flatMap((route) => (route.meta.permission === undefined || route.meta.superAdminOnly ? [] : [route.meta.permission])),
    ),
  ];

  it('names only permissions of the catalogue, in the routes and in the menu’s checks', () => {
    expect(askedOfRoles.filter((name) => modulesOfPermission(name).length === 0)).toEqual([]);
    const checks = links.flatMap((link) => link.checks ?? []);
    expect(checks.filter((check) => modulesOfCheck(check).length === 0)).toEqual([]);
  });

  it('gives the Super Admin’s role an entry for every permission a route asks for', () => {
    const held = (name: string) => session.superAdminEntries.some((entry) => entry.label === name || entry.sub_label === name);
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.filter((name) => !held(name))).toEqual([]);
  });
});
