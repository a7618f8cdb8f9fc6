import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a downloaded browser: CHROMIUM_PATH when set, else the headless shell (Debian's
 * chromium-headless-shell, the build Playwright itself runs headless tests in, much lighter on the CPU than the full
 * browser), else the full browser (Debian's chromium).
 */
export const chromiumPath =
  process.env['CHROMIUM_PATH'] ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The environment Chromium starts with: the tests' own, less libfaketime. Under a shifted clock Chromium slows to a
 * crawl, and it needs no shifted time: each page gets the pinned clock from Playwright.
 */
export function chromiumEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')) env[name] = value;
  }
  return env;
}
