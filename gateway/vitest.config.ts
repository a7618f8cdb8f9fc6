import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import { testNow } from '../mocks/src/kit/clock.ts';

const require = createRequire(import.meta.url);

/**
 * Tests that measure the process's own memory, or what it still holds after a collection. They run in a fresh
 * process of their own: in a shared worker the heap holds whatever the files before them left (caches, a stopped
 * server's buffers, work still in flight), which a collection may or may not have freed by the time they look, so
 * what they find would depend on the order the files ran in.
 */
const memoryTests = ['src/areas/files/streaming.test.ts', 'src/telemetry/process-metrics.test.ts'];

export default defineConfig({
  resolve: {
    // graphql ships CommonJS and ESM side by side; packages Node loads natively take the CommonJS one, so tests
    // must too, or schema objects from two copies meet ("Cannot use GraphQLObjectType from another realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Integration suites start servers; two cores are shared with the web build.
    maxWorkers: 2,
    // Test files share their worker's modules instead of loading the whole gateway again each (7 minutes of imports
    // on 2 cores): a test that changes module state (the practice zone, a pinned clock, fake timers) puts it back.
    isolate: false,
    // The gateway's clock and the stand-in's, in the test process and in any process a test starts, begin at one
    // instant: the same day on every machine and every date.
    // The stand-in checks what the gateway sends it and what it answers against the practice API's description.
    env: { PRACTICE_NOW: testNow, PRACTICE_CONTRACT: 'calls' },
    setupFiles: ['src/test/contract.setup.ts'],
    projects: [
      { extends: true, test: { name: 'gateway', include: ['src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...memoryTests] } },
      { extends: true, test: { name: 'memory', include: memoryTests, isolate: true, fileParallelism: false } },
    ],
  },
});
