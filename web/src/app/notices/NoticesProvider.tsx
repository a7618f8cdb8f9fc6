import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { NoticeStore, NoticesState } from './store';

const NoticesContext = createContext<NoticeStore | null>(null);

export function NoticesProvider({ store, children }: { store: NoticeStore; children: ReactNode }) {
  return <NoticesContext.Provider value={store}>{children}</NoticesContext.Provider>;
}

/** The notice store: `toast(message, intent)`, `showServerMessage(...)`, `showHelpDeskMessage(text)`. */
export function useNotices(): NoticeStore {
  const store = useContext(NoticesContext);
  if (!store) throw new Error('useNotices needs a <NoticesProvider>.');
  return store;
}

export function useNoticesState(): NoticesState {
  const store = useNotices();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
