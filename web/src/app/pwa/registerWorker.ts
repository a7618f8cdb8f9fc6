/// <reference types="vite-plugin-pwa/client" />
// Registers the app's service worker (built by vite-plugin-pwa, see vite.config.ts) once the page has loaded, and
// reports a new version to the update notice. Workbox's window library is loaded lazily by the plugin's register
// module, so the first JavaScript of every route stays as it was.
import { registerSW } from 'virtual:pwa-register';
import { createAppUpdates, type AppUpdates } from './updates';

/** How often a page left open (a therapist's tablet, all day) asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerWorker(): AppUpdates {
  let activate = (): void => undefined;
  const updates = createAppUpdates({ activate: () => activate(), reloadPage: () => window.location.reload() });
  // The development server serves no worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return updates;
  const takeOver = registerSW({
    onNeedRefresh: updates.waiting,
    // Given, so that the plugin never reloads by itself when the new worker takes over.
    onNeedReload: updates.tookOver,
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.warn('The app could not install its offline copy.', error),
  });
  activate = () => void takeOver();
  return updates;
}

/** The browser looks for a new worker when a page is opened; a page left open looks too, now and then. */
function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
