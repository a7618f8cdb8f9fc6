import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testNow } from './src/kit/clock.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Vite would pick graphql's ESM build while @graphql-tools (loaded by Node) gets the CommonJS one: two copies,
    // and "Cannot use GraphQLSchema from another module or realm". Resolve it the way Node does.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
    // Every test runs as of one pinned instant (time flows on from it), never the machine's date.
    // Every answer the stand-in gives is checked against the practice API's description (tests call it directly, so
    // what they send is theirs to choose).
    env: { PRACTICE_NOW: testNow, PRACTICE_CONTRACT: 'answers' },
    setupFiles: ['src/test/contract.setup.ts'],
    // One worker per core: turbo runs one suite at a time, so vitest's default (a core left for its own process)
    // would leave half of a 2-core machine unused.
    maxWorkers: availableParallelism(),
  },
});
