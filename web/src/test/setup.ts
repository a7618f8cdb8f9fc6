import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The machine running the tests is small and shared: give screens time to load their lazy chunks.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker's document: nothing one test rendered, stored or spied on outlives it.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
