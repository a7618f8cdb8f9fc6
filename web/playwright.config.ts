// Browser tests: @playwright/test driving Debian's Chromium (never a downloaded browser) against the built gateway,
// which serves the built client. Each worker starts its own gateway and stand-in (e2e/setup/fixtures.ts), so no
// worker sees another's writes; tests are handed to whichever worker is free, one by one (each test owns its data, so
// none waits for another of its file). Retries stay off: a test that fails only sometimes has a cause to find.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumEnv, chromiumPath } from './e2e/setup/chromium';

const workers = Number.parseInt(process.env['E2E_WORKERS'] ?? '2', 10) || 2;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/setup/global.ts',
  outputDir: 'test-results',
  workers,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv() },
    viewport: { width: 1280, height: 800 },
    // Dialogs drawn in place from their first frame: one that zooms in can hold still for two frames before it starts,
    // which passes Playwright's check that an element is stable, and a click then lands where the button no longer is.
    reducedMotion: 'reduce',
    // A failing test keeps its trace (each action's DOM snapshot) and a screenshot. The trace's screencast is left
    // out: recorded for every test to be thrown away on success, it cost a fifth of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
