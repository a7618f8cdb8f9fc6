import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium (playwright-core) against the built gateway, which serves the built client.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/setup/global.ts'],
    setupFiles: ['e2e/setup/perFile.ts'],
    // One worker, one file at a time within a run: its gateway and browser are shared. Parallelism comes from
    // running several runs side by side (e2e/shards.mjs), each with its own gateway.
    fileParallelism: false,
    maxWorkers: 1,
    // Twice what most tests take on a busy 2-core machine: the same runs took 2.2 times as long on one machine as on
    // another, and a one-minute limit failed tests that were only slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for the page as a locator does, not vitest's one second: the form builder's test polled for
    // an option of a page still loading and failed at one second on a slow machine.
    expect: { poll: { timeout: 15_000 } },
  },
});
