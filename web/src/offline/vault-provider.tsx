// Where the client gets the vault: one per page, the same for React (useVault) and for code outside React, such as
// Apollo links (currentVault). The provider opens it for the signed-in user and shows the lock screen while it is
// locked.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Vault } from './vault';
import { createDeviceVault, type DeviceVault, type VaultState } from './vault/deviceVault';

const pageVault: DeviceVault = createDeviceVault();

const VaultContext = createContext<DeviceVault>(pageVault);

/** The page's vault, for code outside React. Values are kept as JSON. */
export function currentVault(): Vault {
  return pageVault;
}

/** The page's vault with its lifecycle (sign-in, unlock, sign-out), for the vault's own screens. */
export function currentDeviceVault(): DeviceVault {
  return pageVault;
}

/** The vault of the surrounding provider (the page's vault unless a test gives another). Values are kept as JSON. */
export function useVault(): Vault {
  return useContext(VaultContext);
}

export function useDeviceVault(): DeviceVault {
  return useContext(VaultContext);
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

export function VaultProvider({ vault = pageVault, children }: { vault?: DeviceVault; children: ReactNode }) {
  return <VaultContext.Provider value={vault}>{children}</VaultContext.Provider>;
}
