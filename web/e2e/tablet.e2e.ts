// The therapist's screens on a tablet, held upright (768 x 1024) and on its side (1024 x 768), with touch: the day's
// schedule, the student record's pages a therapist uses, the data-entry screens and the session note. Each is opened
// as the demo therapist on today's session and checked: the page never scrolls sideways, every control of the working
// area is at least 44 x 44 CSS px (the size a finger hits), no text field takes the focus (and the keyboard) by
// itself, and axe is clean at that size. The data-entry screens are photographed upright (the window's first screen) with real data on them
// (each test's folder in test-results), for a person to look at.
import type { Page } from '@playwright/test';
import { checkA11y } from './setup/browser';
import { expect, test } from './setup/fixtures';
import { todaysSession, type SessionToRecord } from './setup/sessionToRecord';

const upright = { width: 768, height: 1024 };
const onItsSide = { width: 1024, height: 768 };

/** The size a finger hits: WCAG 2.5.5's 44 x 44 CSS px. */
const FINGER = 44;

/** How far the page reaches past the window's width (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The visible controls inside `scope` smaller than a finger, one line each. A check box or radio button is hit
 * through its label (Blueprint draws the box in the label and hides the input), so the label is measured.
 */
function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    ({ scope, finger }) => {
      const controls = 'button, a[href], [role="tab"], [role="menuitem"], input:not([type="hidden"]), select, textarea, [tabindex="0"]';
      const found: string[] = [];
      for (const root of document.querySelectorAll(scope)) {
        for (const element of root.querySelectorAll<HTMLElement>(controls)) {
          const input = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
          const hit = input ? (element.closest('label') ?? element) : element;
          const box = hit.getBoundingClientRect();
          const style = getComputedStyle(hit);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
          // Half a pixel of rounding (a 43.5 px box is drawn on 44 device pixels at this scale).
          if (box.width >= finger - 0.5 && box.height >= finger - 0.5) continue;
          const name = (hit.getAttribute('aria-label') ?? hit.textContent ?? '').trim().slice(0, 40) || hit.getAttribute('id') || '';
          found.push(
            `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
        }
      }
      return found;
    },
    { scope, finger: FINGER },
  );
}

/** No text field has the focus: on a tablet a focused field brings the keyboard up over the page. */
function focusedTextField(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const typed =
      active instanceof HTMLTextAreaElement ||
      (active instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(active.type));
    return typed ? (active.getAttribute('aria-label') ?? active.id ?? active.outerHTML.slice(0, 80)) : null;
  });
}

/** The checks every screen passes at the tablet's size, filled in: no sideways scroll, finger-sized controls, no keyboard, axe. */
async function checkForTouch(page: Page, label: string, area: string | null): Promise<void> {
  expect(await sidewaysOverflow(page), `${label} scrolls sideways by`).toBeLessThanOrEqual(0);
  if (area) expect(await smallTargets(page, area), `${label}: controls smaller than ${FINGER} x ${FINGER}`).toEqual([]);
  expect(await focusedTextField(page), `${label}: a text field has the focus`).toBeNull();
  await checkA11y(page, `${label} at ${page.viewportSize()?.width}x${page.viewportSize()?.height}`);
}

interface Screen {
  name: string;
  path: (session: SessionToRecord) => string;
  /** What a person waits for before using the screen. */
  ready: (page: Page, session: SessionToRecord) => Promise<void>;
  /** The working area whose controls are finger-sized; null where only the page's width and axe are checked. */
  area: string | null;
  /** Record what the screen shows, before it is opened. */
  before?: (page: Page, session: SessionToRecord) => Promise<void>;
  /** Put real data on the screen before it is checked and photographed. */
  fill?: (page: Page, session: SessionToRecord) => Promise<void>;
  /** Photographed upright. */
  photo?: boolean;
}

/** Chooses the session's target on the skill screen and taps five trials on the pad (three correct). */
async function recordTrials(page: Page, session: SessionToRecord): Promise<void> {
  const target = page.locator('#skill-target');
  await expect.poll(() => target.locator('option').count()).toBeGreaterThan(1);
  const label = await target
    .locator('option', { hasText: ` – ${session.targetName}` })
    .first()
    .textContent();
  await target.selectOption({ label: label ?? '' });
  for (const name of ['+ Correct', '+ Correct', '− Incorrect', 'P Prompted', '+ Correct']) await page.getByRole('button', { name }).tap();
  await expect(page.getByLabel('Trials recorded')).toContainText('3 of 5 correct');
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true }).waitFor();

const screens: Screen[] = [
  {
    name: 'dashboard',
    path: () => '/dashboard',
    ready: (page) => page.getByRole('heading', { level: 2, name: /^Hello / }).waitFor(),
    area: null,
  },
  {
    name: 'calendar',
    path: () => '/calendar',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor(),
    area: null,
  },
  {
    name: 'behaviors',
    path: (session) => `/student-behaviors/${session.studentId}`,
    ready: (page, session) => page.getByRole('cell', { name: session.behaviorName }).first().waitFor(),
    area: '.student-record',
  },
  {
    name: 'targets',
    path: (session) => `/student-programs/target-list/${session.studentId}`,
    ready: (page, session) => page.getByText(session.targetName).first().waitFor(),
    area: '.student-record',
  },
  {
    name: 'sessions',
    path: (session) => `/student-sessions/${session.studentId}`,
    ready: (page) => heading(page, 'Sessions'),
    area: '.student-record',
  },
  {
    name: 'behavior-data-entry',
    path: (session) => `/student-data-entry/${session.studentId}`,
    // The day's rows open once what the day holds has arrived.
    ready: (page, session) => expect(page.getByRole('textbox', { name: `Count of ${session.behaviorName}` })).toBeEnabled(),
    area: '.student-record',
    fill: async (page, session) => {
      // The count is stepped with a thumb; typed, it brings up the numeric keyboard.
      const count = page.getByRole('textbox', { name: `Count of ${session.behaviorName}` });
      await expect(count).toHaveAttribute('inputmode', 'numeric');
      // The day may hold a count from another test of this worker's practice: the taps start from an empty field.
      await count.fill('');
      for (let tap = 0; tap < 3; tap += 1) await page.getByRole('button', { name: `Add one to the count of ${session.behaviorName}` }).tap();
      await expect(count).toHaveValue('3');
      await page.getByLabel(`Duration of ${session.behaviorName} in seconds`).fill('45');
      await page.getByLabel(`Duration of ${session.behaviorName} in seconds`).blur();
    },
    photo: true,
  },
  {
    name: 'behavior-details',
    path: (session) => `/student-data-entry/behavior/${session.behaviorId}/${session.studentId}`,
    ready: (page) => page.getByRole('heading', { level: 4, name: 'Total count' }).waitFor(),
    before: async (page, session) => {
      await page.goto(`/student-data-entry/${session.studentId}`);
      const more = page.getByRole('button', { name: `Add one to the count of ${session.behaviorName}` });
      for (let tap = 0; tap < 2; tap += 1) await more.tap();
      await page.getByRole('button', { name: 'Save day' }).tap();
      await expect(page.locator('.student-saved')).toContainText('Saved');
    },
    area: '.student-record',
    photo: true,
  },
  {
    name: 'abc-entry',
    path: (session) => `/student-data-entry/abc/${session.studentId}`,
    ready: (page) => page.getByRole('form', { name: 'New ABC entry' }).waitFor(),
    area: '.student-record',
    fill: async (page) => {
      await page.getByLabel(/^Antecedent/).fill('Asked to put the blocks away');
      await page.getByLabel(/^Behavior observed/).fill('Threw a block');
      await expect(page.getByLabel(/^Duration/)).toHaveAttribute('inputmode', 'numeric');
      // Done typing, the person puts the keyboard away.
      await page.getByLabel(/^Behavior observed/).blur();
    },
    photo: true,
  },
  {
    name: 'skill-data-entry',
    path: (session) => `/student-data-entry/skill/${session.studentId}/${session.appointmentId}`,
    ready: (page) => page.getByRole('group', { name: /^Trial pad/ }).waitFor(),
    area: '.student-record',
    fill: recordTrials,
    photo: true,
  },
  {
    name: 'skill-data-list',
    path: (session) => `/student-data-entry/skill-list/${session.studentId}`,
    ready: (page) => page.getByRole('table', { name: 'Skill data' }).waitFor(),
    before: async (page, session) => {
      await page.goto(`/student-data-entry/skill/${session.studentId}/${session.appointmentId}`);
      await recordTrials(page, session);
      await page.getByRole('button', { name: 'Save trials' }).tap();
      await expect(page.locator('.student-saved')).toContainText('Saved');
    },
    area: '.student-record',
    photo: true,
  },
  {
    name: 'session-note',
    path: (session) => `/session-note/${session.appointmentId}`,
    ready: (page) => page.getByRole('heading', { level: 3, name: 'Note', exact: true }).waitFor(),
    area: '.session-note',
  },
];

for (const viewport of [upright, onItsSide]) {
  test.describe(`the therapist's screens at ${viewport.width} x ${viewport.height} with touch`, () => {
    for (const screen of screens) {
      test(screen.name, async ({ signedIn }, testInfo) => {
        const page = await signedIn('Therapist', { viewport, touch: true, at: '/dashboard' });
        await page.getByRole('heading', { level: 2, name: /^Hello / }).waitFor();
        const session = await todaysSession(page, (status) => status !== 'Cancelled' && status !== 'No Show');
        await screen.before?.(page, session);
        if (screen.path(session) !== '/dashboard') await page.goto(screen.path(session));
        await screen.ready(page, session);
        expect(await focusedTextField(page), `${screen.name}: a text field took the focus by itself`).toBeNull();
        await screen.fill?.(page, session);
        await checkForTouch(page, screen.name, screen.area);
        if (screen.photo && viewport === upright)
          await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${viewport.width}x${viewport.height}.png`), animations: 'disabled' });
      });
    }
  });
}
