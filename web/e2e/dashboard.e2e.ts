// The dashboard in the browser: an office administrator's and a therapist's, each composed by one GraphQL request
// (the shell's own requests aside), with the sections their permissions allow, checked with axe.
import type { Page } from '@playwright/test';
import { expect, test, type SignedIn } from './setup/fixtures';
import { checkA11y, type DemoRole } from './setup/browser';

const viewport = { width: 1366, height: 850 };

/** The operation names of the GraphQL requests the page sends while `action` runs. */
async function operationsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const names: string[] = [];
  const record = (request: { url(): string; method(): string; postData(): string | null }) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
    names.push(body.operationName ?? '(anonymous)');
  };
  page.on('request', record);
  try {
    await action();
  } finally {
    page.off('request', record);
  }
  return names;
}

async function dashboardOf(signedIn: SignedIn, role: DemoRole): Promise<{ page: Page; own: string[] }> {
  const page = await signedIn(role, { viewport });
  // What the shell asks on any page: a page of its own with no query.
  const shell = await operationsDuring(page, async () => {
    await page.goto('/403');
    await page
      .getByRole('heading', { name: /access denied/i })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
  });
  const arrival = await operationsDuring(page, async () => {
    await page.goto('/dashboard');
    await page.getByRole('group', { name: 'Today at a glance' }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  const own = arrival.filter((name) => !shell.includes(name));
  return { page, own };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the dashboard', () => {
  test("composes an office administrator's day in one request", async ({ signedIn }) => {
    test.setTimeout(120_000);
    const { page, own } = await dashboardOf(signedIn, 'Office administrator');
    expect(own).toEqual(['Dashboard']);
    for (const name of [
      "Today's appointments",
      'Authorizations needing attention',
      'Note generation',
      'Staff credentials expiring',
      'Coverage problems',
      'Messages',
    ]) {
      await section(page, name).waitFor();
      await expect
        .poll(() =>
          section(page, name)
            .getByText(/could not be loaded/)
            .count(),
        )
        .toBe(0);
    }
    const glance = await page.getByRole('group', { name: 'Today at a glance' }).innerText();
    expect(glance).toMatch(/Active students\s*\d+/);
    expect(glance).toMatch(/Active staff\s*\d+/);
    await checkA11y(page, 'dashboard, office administrator');
  });

  test("gives a therapist their own day, without the office's sections", async ({ signedIn }) => {
    test.setTimeout(120_000);
    const { page, own } = await dashboardOf(signedIn, 'Therapist');
    expect(own).toEqual(['Dashboard']);
    await section(page, "Today's appointments").waitFor();
    await section(page, 'Notes waiting for your signature').waitFor();
    expect(await section(page, 'Staff credentials expiring').count()).toBe(0);
    expect(await section(page, 'Note generation').count()).toBe(0);
    await checkA11y(page, 'dashboard, therapist');
  });
});
