/** Debian's chromium package, or CHROMIUM_PATH. No browser download ever. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
