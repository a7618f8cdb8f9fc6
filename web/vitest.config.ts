import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const rootModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // One graphql for everyone: the CommonJS build that Node itself loads for Apollo Client and @graphql-tools
      // (graphql 16 has no "exports", so Vite would otherwise pick its .mjs build for our own files: two realms).
      { find: /^graphql$/, replacement: `${rootModules}graphql/index.js` },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts', 'codegen/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Whole-app renders load lazy chunks; on a small shared machine they need more than the default 5 s.
    testTimeout: 20_000,
    // Test files share their worker's modules and document instead of loading them again each (half the suite's
    // time on 2 cores): the setup file unmounts what a test rendered, clears storage and restores spied functions, and a test that changes
    // module state puts it back after itself.
    isolate: false,
    // One worker per core: turbo runs one suite at a time, so vitest's default (a core left for its own process, which
    // sits idle once the files are transformed) would leave half of a 2-core machine unused.
    maxWorkers: availableParallelism(),
  },
});
