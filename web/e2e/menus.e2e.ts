// No menu entry ends in a refusal: for each demo role, every entry of the menu it is shown opens a screen whose own
// calls succeed (no /403, no 'Not allowed', no page error). The entries are the app's own menu for the role's
// permissions, as the sign-in answered them.
import { visibleMenu } from '../src/layout/menu';
import { readStoredSession } from '../src/session/storage';
import type { DemoRole } from './setup/browser';
import { expect, test } from './setup/fixtures';
import { checkRoute, InFlight, PageErrors } from './setup/routeWalk';

const roles: DemoRole[] = ['Office administrator', 'Therapist', 'Parent'];

test.describe('each role’s menu', () => {
  for (const role of roles) {
    test(`opens every entry the ${role.toLowerCase()} is shown, each screen’s calls answered`, async ({ signedIn }) => {
      test.setTimeout(300_000);
      const page = await signedIn(role);
      const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      const session = readStoredSession({ getItem: (key: string) => stored[key] ?? null } as Storage);
      const paths = visibleMenu(session)
        .flatMap((entry) => (entry.kind === 'link' ? [entry.to] : entry.children.map((child) => child.to)))
        .filter((path, index, all) => all.indexOf(path) === index);
      expect(paths.length).toBeGreaterThan(0);
      const errors = new PageErrors(page);
      const inFlight = new InFlight(page);
      const problems: string[] = [];
      let reload = false;
      for (const path of paths) {
        const found = await checkRoute(page, { pattern: path, path }, errors, inFlight, { reload, axe: 'none' });
        problems.push(...found.map((problem) => `${path}: ${problem}`));
        // After a route that went wrong, the next starts from a fresh load so nothing carries over.
        reload = found.length > 0;
      }
      expect(problems).toEqual([]);
    });
  }
});
