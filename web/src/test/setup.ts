import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { testNow } from '../../../mocks/src/kit/clock';

// The machine running the tests is small and shared: give screens time to load their lazy chunks.
configure({ asyncUtilTimeout: 5000 });

// Every test sees the same day on every machine and date: Date starts at the stand-in's test instant and flows on
// from there, timers stay real. A test that fakes timers itself starts them from that instant; a stand-in started in
// the test process reads this same Date, so it needs no PRACTICE_NOW of its own.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Date.parse(testNow) });
});

// jsdom lays nothing out and has no ResizeObserver: this one tells each element it watches once, as a browser does
// after the element's first layout.
class FirstLayoutObserver implements ResizeObserver {
  private readonly watched = new Set<Element>();
  constructor(private readonly told: ResizeObserverCallback) {}
  observe(target: Element): void {
    this.watched.add(target);
    queueMicrotask(() => {
      if (!this.watched.has(target)) return;
      const size = [{ inlineSize: 0, blockSize: 0 }];
      this.told(
        [{ target, contentRect: target.getBoundingClientRect(), borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size }],
        this,
      );
    });
  }
  unobserve(target: Element): void {
    this.watched.delete(target);
  }
  disconnect(): void {
    this.watched.clear();
  }
}
globalThis.ResizeObserver ??= FirstLayoutObserver;

// Test files share a worker's document: nothing one test rendered, stored or spied on outlives it.
// In development Apollo Client registers every client it makes on the window for its browser devtools. The test
// files of a worker share one window, so without this each test's client, cache and mocked schema stayed reachable:
// a worker held 3.5 GB after some fifty files and ran out of memory.
const apolloDevtools = Symbol.for('apollo.devtools');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const registered = window as unknown as Record<PropertyKey, unknown>;
  delete registered[apolloDevtools];
  delete registered['__APOLLO_CLIENT__'];
});
