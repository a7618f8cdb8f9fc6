// A new version of the app, as the person sees it: once its service worker is installed it waits, and the page says
// so, until the person chooses to reload. Nothing here reloads the page on its own: a therapist may be in the middle
// of a session. Kept outside React so the worker's registration can report to it before the page renders.

/** What the service worker's registration does on the person's behalf. */
export interface UpdateActions {
  /** Tells the waiting worker to take over; the registration reports `tookOver` once it has. */
  activate(): void;
  reloadPage(): void;
}

export interface AppUpdates {
  /** True while a new version is ready and the person has not dismissed the notice. */
  isReady(): boolean;
  subscribe(listener: () => void): () => void;
  /** The worker of a new version is installed and waits. */
  waiting(): void;
  /** The new version's worker now serves this page: this page asked for it, or another tab of the app did. */
  tookOver(): void;
  /** The person's choice: reload into the new version. */
  reload(): void;
  /** The person's choice: not now. The new version then starts once every tab of the app is closed. */
  dismiss(): void;
}

export function createAppUpdates(actions: UpdateActions): AppUpdates {
  let ready = false;
  let reloadAsked = false;
  let servedByNew = false;
  const listeners = new Set<() => void>();
  const show = (next: boolean) => {
    if (ready === next) return;
    ready = next;
    for (const listener of listeners) listener();
  };

  return {
    isReady: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    waiting: () => show(true),
    tookOver() {
      servedByNew = true;
      // Another tab's reload made the new worker this page's too: this page still runs the old code until its own
      // person reloads it.
      if (reloadAsked) actions.reloadPage();
      else show(true);
    },
    reload() {
      reloadAsked = true;
      if (servedByNew) actions.reloadPage();
      else actions.activate();
    },
    dismiss: () => show(false),
  };
}
