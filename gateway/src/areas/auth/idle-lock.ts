// How long the web client waits without input before it locks the screen: from IDLE_LOCK_MINUTES, handed to the
// client on the signed-in user (`CurrentUser.idleLockMinutes`), so no page load asks for it on its own.

let minutes = 15;

/** Sets the idle time for this process; called once at start-up from the configuration. */
export function useIdleLockMinutes(configured: number): void {
  if (!Number.isInteger(configured) || configured < 1) throw new Error(`The idle lock needs a whole number of minutes, got ${configured}`);
  minutes = configured;
}

export function idleLockMinutes(): number {
  return minutes;
}
