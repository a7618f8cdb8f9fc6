import type { ScreenLoader, ScreenModule } from './types';

/** How long a screen's code may take to arrive. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Fails the route (to its error element) when a screen's chunk does not arrive in time. */
export function withChunkTimeout(load: ScreenLoader, timeoutMs = CHUNK_TIMEOUT_MS): Promise<ScreenModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The page took too long to load. Please check your network connection and try again.')),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
