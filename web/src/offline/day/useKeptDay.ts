import { useEffect, useState } from 'react';
import { useDeviceVault, useVaultState } from '../vault/context';
import { KEPT_DAY, type KeptDay } from './keptDay';

/** What the vault says is kept of the day; null while it is closed or holds none. */
export function useKeptDay(): KeptDay | null {
  const vault = useDeviceVault();
  const state = useVaultState();
  const [kept, setKept] = useState<KeptDay | null>(null);
  useEffect(() => {
    if (state !== 'open') {
      setKept(null);
      return undefined;
    }
    let current = true;
    const read = () =>
      void vault
        .get<KeptDay>('day', KEPT_DAY)
        .catch(() => undefined)
        .then((day) => current && setKept(day ?? null));
    read();
    const stop = vault.watch('day', read);
    return () => {
      current = false;
      stop();
    };
  }, [vault, state]);
  return kept;
}
