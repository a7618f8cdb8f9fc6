// The offline copy of the app (every chunk, some 6 MB) is fetched once the first screen no longer needs the network:
// fetched beside the screen's own chunks and answers, on a first visit it held them back, on the gateway and in the
// browser alike. The page is quiet once it has loaded and nothing has been fetched for a while; a page that is never
// quiet (a list polling every second) still gets its offline copy, a little later.

/** Calls `onFetched` each time the page finishes fetching something; returns the means to stop. */
export type FetchWatch = (onFetched: () => void) => () => void;

/** Nothing fetched for this long, and the page is quiet (the span Lighthouse and Playwright call the network idle). */
export const QUIET_MS = 1_000;
/** However busy the page, the offline copy is fetched this long after the page loaded, at the latest. */
export const LATEST_MS = 15_000;

/** Resolves once nothing was fetched for `QUIET_MS` (counting from the call), or after `LATEST_MS` at the latest. */
export function networkQuiet(watch: FetchWatch): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      stop();
      clearTimeout(quiet);
      clearTimeout(latest);
      resolve();
    };
    const latest = setTimeout(done, LATEST_MS);
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    };
    const stop = watch(restart);
    restart();
  });
}

/** The browser's record of what the page fetched (scripts, styles, the GraphQL calls), as each fetch ends. */
export const resourceTimingWatch: FetchWatch = (onFetched) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('resource')) return () => undefined;
  const observer = new PerformanceObserver(onFetched);
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
};

/** Once the page has loaded (its first scripts and styles) and then gone quiet. */
export async function pageSettled(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await networkQuiet(resourceTimingWatch);
}
