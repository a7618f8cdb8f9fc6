// Funder pages set a funder header: the selected funder's name follows the page title. Leaving them clears it.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface SelectedFunder {
  name: string | null;
  setName(name: string | null): void;
}

const SelectedFunderContext = createContext<SelectedFunder>({ name: null, setName: () => {} });

export function SelectedFunderProvider({ onFunderPage, children }: { onFunderPage: boolean; children: ReactNode }) {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!onFunderPage) setName(null);
  }, [onFunderPage]);
  return <SelectedFunderContext.Provider value={{ name, setName }}>{children}</SelectedFunderContext.Provider>;
}

export function useSelectedFunderName(): string | null {
  return useContext(SelectedFunderContext).name;
}

/** For funder screens: shows `name` after the page title while the screen is open. */
export function useFunderHeader(name: string | null | undefined): void {
  const { setName } = useContext(SelectedFunderContext);
  useEffect(() => {
    setName(name ?? null);
  }, [name, setName]);
}
