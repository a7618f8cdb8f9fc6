// What the audited page starts with before any of its own scripts run: the gateway's pinned clock (so the screens show
// the same days, and so the same data, on every run), and for a signed-in screen the session the sign-in screen would
// have stored, with the 'Please Upload Documents' notice counted as closed so that it does not cover the screen.
import type { Page } from 'puppeteer-core';

export interface PageSetup {
  /** Milliseconds to add to the machine's clock for the page to read the gateway's pinned instant. */
  clockOffset: number;
  localStorage: { name: string; value: string }[];
  sessionStorage: { name: string; value: string }[];
}

// Plain JavaScript, handed to the page as text: a function compiled here would carry the compiler's helpers with it.
const pageScript = `(given) => {
  const Machine = Date;
  class PinnedDate extends Machine {
    constructor(...args) {
      if (args.length === 0) super(Machine.now() + given.clockOffset);
      else super(...args);
    }
    static now() {
      return Machine.now() + given.clockOffset;
    }
  }
  globalThis.Date = PinnedDate;
  try {
    for (const entry of given.localStorage) window.localStorage.setItem(entry.name, entry.value);
    for (const entry of given.sessionStorage) window.sessionStorage.setItem(entry.name, entry.value);
  } catch {
    // about:blank, where Lighthouse starts each run, has no storage.
  }
}`;

export async function prepare(page: Page, setup: PageSetup): Promise<void> {
  await page.evaluateOnNewDocument(`(${pageScript})(${JSON.stringify(setup)})`);
}
