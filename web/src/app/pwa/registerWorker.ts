// Registers the app's service worker (built by vite-plugin-pwa, see vite.config.ts) once the page has loaded and its
// network is quiet, and reports a new version to the update notice. Workbox's window library is loaded then, apart
// from the first JavaScript of the routes. The plugin's own register module is not used: when the first worker was
// installed by this very page and a new version comes before the page is reloaded, it lets the new worker take over
// without reloading.
import { pageSettled } from './networkQuiet';
import { createAppUpdates, type AppUpdates } from './updates';

/** How often a page left open (a therapist's tablet, all day) asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerWorker(): AppUpdates {
  let skipWaiting = (): void => undefined;
  const updates = createAppUpdates({ activate: () => skipWaiting(), reloadPage: () => window.location.reload() });
  // The development server serves no worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return updates;

  // The first worker takes this page over without a new version; any later change of worker is one.
  let served = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (served) updates.tookOver();
    served = true;
  });
  void pageSettled()
    .then(() => import('workbox-window'))
    .then(async ({ Workbox }) => {
      const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
      // A new worker installed and waiting, whether this page or another tab found it, or it was waiting already.
      workbox.addEventListener('waiting', updates.waiting);
      skipWaiting = () => workbox.messageSkipWaiting();
      checkForUpdates(await workbox.register());
    })
    .catch((error: unknown) => console.warn('The app could not install its offline copy.', error));
  return updates;
}

/** The browser looks for a new worker when a page is opened; a page left open looks too, now and then. */
function checkForUpdates(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return;
  const check = () => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  setInterval(check, CHECK_EVERY_MS);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
