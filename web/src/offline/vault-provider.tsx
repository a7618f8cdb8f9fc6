// Where the client gets the vault: one per page, the same for React (useVault) and for code outside React, such as
// Apollo links (currentVault). The provider opens it for the signed-in user, keeps the therapist's day in it, shows
// the lock screen while it is locked, and holds the idle lock (which checks a password against it).
import { lazy, Suspense, useContext, useMemo, type ReactNode } from 'react';
import { IdleLock } from '../app/idle-lock/IdleLock';
import type { Vault } from './vault';
import { pageVault, VaultContext } from './vault/context';
import type { DeviceVault } from './vault/deviceVault';
import { VaultGate } from './vault/VaultGate';

export { useDeviceVault, useVaultState } from './vault/context';

// What keeps the day (the screens' documents it asks for, and the keeping) loads after the page's first draw: no
// route needs it before it renders.
const DayKeeper = lazy(() => import('./day/DayKeeper').then((module) => ({ default: module.DayKeeper })));

/** The page's vault, for code outside React. Values are kept as JSON. */
export function currentVault(): Vault {
  return pageVault;
}

/** The vault of the surrounding provider (the page's vault unless a test gives another). Values are kept as JSON. */
export function useVault(): Vault {
  return useContext(VaultContext).vault;
}

export interface VaultProviderProps {
  /** The runtime's endSession: signing out from the lock screen ends the session there. */
  endSession: (to: string) => void;
  vault?: DeviceVault;
  children: ReactNode;
}

export function VaultProvider({ endSession, vault = pageVault, children }: VaultProviderProps) {
  const value = useMemo(() => ({ vault, endSession }), [vault, endSession]);
  return (
    <VaultContext.Provider value={value}>
      <VaultGate>
        <Suspense fallback={null}>
          <DayKeeper />
        </Suspense>
        {children}
      </VaultGate>
      <IdleLock />
    </VaultContext.Provider>
  );
}
