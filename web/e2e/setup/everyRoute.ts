// The walk of the route table as the Super Admin in Chromium, and of the public routes signed out: none may raise a
// page or console error, and none may carry a serious or critical axe violation. Parameters are filled with real ids
// read from the lists that show those records. All failures of a walk are collected and reported together, by route.
// The table is walked in parts, one test file each, so that the browser-test workers can run them side by side.
import { protectedRouteTable, publicRouteTable } from '../../src/routes/table';
import type { AppRoute } from '../../src/routes/types';
import { expect, test, type SignedIn } from './fixtures';
import type { Page } from '@playwright/test';
import { checkRoute, InFlight, navigateInApp, PageErrors, rowIds, settle, type RouteVisit } from './routeWalk';

/** Two signed-in pages work through a part side by side: the two cores are shared with the gateway and Chromium. */
const PAGES = 2;
/** Past this, the routes not yet opened are reported as failures rather than left to the test's timeout. */
const BUDGET_MS = 420_000;

interface IdSource {
  param: string;
  /** The list whose first row gives the id (itself possibly with parameters). */
  list: string;
  /** Only for routes whose pattern matches. */
  when?: RegExp;
  /** Among the list's first rows, the first whose page here shows records of its own (not every student has some). */
  withRecordsIn?: string;
}

/** How many of a list's first rows are tried for one with records of its own. */
const CANDIDATES = 6;

/**
 * Where a parameter's id comes from. A parameter not named here is the record of the route's own area, whose list is
 * the route's first crumb.
 */
const idSources: readonly IdSource[] = [
  { param: 'student_id', list: '/student', withRecordsIn: '/student-contacts/:student_id' },
  { param: 'payer_id', list: '/payers' },
  { param: 'school_id', list: '/school' },
  { param: 'contact_id', list: '/student-contacts/:student_id' },
  { param: 'assessment_id', list: '/student-assessments/:student_id', when: /student-assessments/ },
  { param: 'diagnosis_id', list: '/student-diagnosis/:student_id', when: /student-diagnosis/ },
  { param: 'funder_id', list: '/student-funder/:student_id' },
  { param: 'detail_id', list: '/student-intake-forms/:student_id' },
  { param: 'behavior_id', list: '/student-behaviors/:student_id' },
  { param: 'edit_id', list: '/student-authorization/:student_id', when: /authorization/ },
  { param: 'edit_id', list: '/student-goals/:student_id', when: /goal/ },
  { param: 'edit_id', list: '/student-prompt-codes/:student_id', when: /prompt-code/ },
  { param: 'edit_id', list: '/student-behaviors/:student_id', when: /behaviors/ },
  { param: 'category_id', list: '/student-programs/:student_id', when: /student-programs/ },
  { param: 'category_id', list: '/assessment-category' },
  { param: 'folder_id', list: '/student-files/:student_id', when: /student-folder/ },
  { param: 'payer_cases_id', list: '/payer-cases/:payer_id' },
  { param: 'service_line_id', list: '/service-line' },
  { param: 'billing_code_id', list: '/billing-code' },
  { param: 'parent_id', list: '/session-form/category' },
];

const PARAM = /:(\w+)(\?)?/g;

/** The size a person at the office uses. */
const laptop = { width: 1366, height: 850 };

function paramsOf(pattern: string): Array<{ name: string; optional: boolean }> {
  return [...pattern.matchAll(PARAM)].map((match) => ({ name: match[1] ?? '', optional: match[2] === '?' }));
}

function namedSourceOf(route: AppRoute, param: string): IdSource | undefined {
  return idSources.find((source) => source.param === param && (!source.when || source.when.test(route.path)));
}

function sourceOf(route: AppRoute, param: string): IdSource | undefined {
  const named = namedSourceOf(route, param);
  if (named) return named;
  const area = route.meta.crumbs[0]?.to;
  return area && area !== route.path ? { param, list: area } : undefined;
}

/** Reads ids from the lists, remembering the one taken from each list. */
class IdBook {
  private readonly firstRows = new Map<string, string | null>();
  readonly notes: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly inFlight: InFlight,
  ) {}

  /**
   * The addresses that open a route: each parameter filled in and optional ones left out, and when an optional one
   * names where its id comes from, also the address with it filled in.
   */
  async pathsOf(route: AppRoute): Promise<string[]> {
    const paths = [await this.pathOf(route, false)];
    const fillable = paramsOf(route.path).some(({ name, optional }) => optional && namedSourceOf(route, name) !== undefined);
    if (fillable) paths.push(await this.pathOf(route, true));
    return paths;
  }

  private async pathOf(route: AppRoute, fillOptional: boolean, depth = 0): Promise<string> {
    let path = route.path;
    for (const { name, optional } of paramsOf(route.path)) {
      const pattern = new RegExp(`/:${name}\\??`);
      if (optional && !(fillOptional && namedSourceOf(route, name))) {
        path = path.replace(pattern, '');
        continue;
      }
      const source = sourceOf(route, name);
      const id = source ? await this.idFrom(source, depth) : null;
      if (id === null && route.screen) this.notes.push(`${route.path}: no record to fill :${name} with (from ${source?.list ?? 'no list'})`);
      path = path.replace(pattern, `/${encodeURIComponent(id ?? 'none')}`);
    }
    return path;
  }

  private async idFrom(source: IdSource, depth: number): Promise<string | null> {
    const { list, withRecordsIn, param } = source;
    if (depth > 2) throw new Error(`The id sources of ${list} go round in circles.`);
    const known = this.firstRows.get(list);
    if (known !== undefined) return known;
    const listRoute = protectedRouteTable.find((route) => route.path === list);
    const candidates = await this.rowsOf(listRoute ? await this.pathOf(listRoute, false, depth + 1) : list, withRecordsIn ? CANDIDATES : 1);
    let id = candidates[0] ?? null;
    if (withRecordsIn) {
      for (const candidate of candidates) {
        if ((await this.rowsOf(withRecordsIn.replace(`:${param}`, encodeURIComponent(candidate)), 1)).length === 0) continue;
        id = candidate;
        break;
      }
    }
    this.firstRows.set(list, id);
    return id;
  }

  private async rowsOf(path: string, limit: number): Promise<string[]> {
    await navigateInApp(this.page, path);
    try {
      await settle(this.page, this.inFlight);
    } catch {
      // The app did not come up in place (a route before it broke it): once more from a fresh load.
      await this.page.goto(path);
      await settle(this.page, this.inFlight);
    }
    return rowIds(this.page, limit);
  }
}

interface Outcome {
  failures: string[];
  notes: string[];
  visited: number;
}

async function walk(signedIn: SignedIn, routes: readonly AppRoute[], deadline: number): Promise<Outcome> {
  const page = await signedIn('Super Admin', { viewport: laptop });
  const errors = new PageErrors(page);
  const inFlight = new InFlight(page);
  const ids = new IdBook(page, inFlight);
  const failures: string[] = [];
  let visited = 0;
  // The sidebar is the same on every route: axe reads the whole page once, then what changes.
  let wholePageRead = false;
  let reload = false;
  for (const route of routes) {
    if (performance.now() > deadline) {
      failures.push(`${route.path}: not opened, the run went past its ${BUDGET_MS / 1000} s budget`);
      continue;
    }
    try {
      for (const path of await ids.pathsOf(route)) {
        const visit: RouteVisit = { pattern: route.path, path };
        const axe = wholePageRead ? 'content' : 'page';
        const problems = await checkRoute(page, visit, errors, inFlight, { reload, axe, framedLists: true });
        wholePageRead = true;
        // After a route that went wrong, the next one starts from a fresh load so nothing carries over.
        reload = problems.length > 0;
        failures.push(...problems.map((problem) => `${visit.path} (${visit.pattern}): ${problem}`));
      }
    } catch (caught) {
      // A list that gave no id, or a page that broke the walk: this route fails, the others are still opened.
      failures.push(`${route.path}: could not be opened: ${caught instanceof Error ? caught.message.split('\n')[0] : String(caught)}`);
      reload = true;
    }
    visited++;
  }
  return { failures, notes: ids.notes, visited };
}

/** Opens every `of`-th route of the table, starting at the `part`-th (from 1). */
export function describeEveryRoute(part: number, of: number): void {
  const routes = protectedRouteTable.filter((_, index) => index % of === part - 1);
  test.describe(`every route as the Super Admin, part ${part} of ${of}`, () => {
    test('opens each without a page error or a serious axe violation', async ({ signedIn }) => {
      test.setTimeout(600_000);
      const pages = Array.from({ length: PAGES }, (_, page) => routes.filter((_, index) => index % PAGES === page));
      const deadline = performance.now() + BUDGET_MS;
      const outcomes = await Promise.all(pages.map((share) => walk(signedIn, share, deadline)));
      const visited = outcomes.reduce((sum, outcome) => sum + outcome.visited, 0);
      const notes = outcomes.flatMap((outcome) => outcome.notes);
      if (notes.length > 0) console.info(`Built routes opened with a made-up id:\n${notes.join('\n')}`);
      expect(outcomes.flatMap((outcome) => outcome.failures)).toEqual([]);
      expect(visited).toBe(routes.length);
    });
  });
}

/**
 * Opens every public route signed out, each from a fresh load (the app's first screen for a visitor with a link),
 * with its parameters made up: a link whose token or record does not exist has to say so as calmly as a good one.
 */
export function describePublicRoutes(): void {
  test.describe('every public route, signed out', () => {
    test('opens each without a page error or a serious axe violation', async ({ openPage }) => {
      const page = await openPage('/', { viewport: laptop });
      const errors = new PageErrors(page);
      const inFlight = new InFlight(page);
      const failures: string[] = [];
      for (const route of publicRouteTable) {
        const path = route.path.replace(/\/:\w+\?/g, '').replace(PARAM, (_, name: string) => (name.includes('token') ? 'made-up-token' : '1'));
        const problems = await checkRoute(page, { pattern: route.path, path }, errors, inFlight, { reload: true });
        failures.push(...problems.map((problem) => `${path} (${route.path}): ${problem}`));
      }
      expect(failures).toEqual([]);
    });
  });
}
