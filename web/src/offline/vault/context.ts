// The page's vault and the React context that hands it (or a test's) to components; the provider lives in
// vault-provider.tsx.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { createDeviceVault, type DeviceVault, type VaultState } from './deviceVault';

export const pageVault: DeviceVault = createDeviceVault();

export interface VaultContextValue {
  vault: DeviceVault;
  /** Ends the session on this side and goes to `to` (the runtime's endSession). */
  endSession: (to: string) => void;
}

export const VaultContext = createContext<VaultContextValue>({
  vault: pageVault,
  endSession: () => {
    throw new Error('Signing out needs <VaultProvider>.');
  },
});

export function useDeviceVault(): DeviceVault {
  return useContext(VaultContext).vault;
}

/** The vault's state; re-renders when it opens, locks or closes. */
export function useVaultState(): VaultState {
  const vault = useDeviceVault();
  return useSyncExternalStore(
    vault.subscribe,
    () => vault.state,
    () => vault.state,
  );
}
