// The import a person follows is in the address (?kareoImport=<id>), so they can leave and come back to it.
import { useCallback } from 'react';
import { useAddressValues } from '../../kit/address/useAddressValues';

export const importParam = 'kareoImport';

export function useFollowedImport(): [string | null, (id: string | null) => void] {
  const { get, set } = useAddressValues();
  const follow = useCallback((id: string | null) => set({ [importParam]: id }, { push: true }), [set]);
  return [get(importParam) || null, follow];
}
