import { chromium, type BrowserServer } from 'playwright-core';

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

export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumArgs, host: '127.0.0.1' });
}
