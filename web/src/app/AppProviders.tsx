import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { createContext, useContext, type ReactNode } from 'react';
import { VaultProvider } from '../offline/vault-provider';
import { SessionProvider } from '../session';
import { NoticesProvider, ServerMessageDialog, Toasts } from './notices';
import type { AppRuntime } from './runtime';

const RuntimeContext = createContext<AppRuntime | null>(null);

/** The runtime, for the few places that act on the whole app (sign out). */
export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime needs <AppProviders>.');
  return runtime;
}

export function AppProviders({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <ApolloProvider client={runtime.client}>
        <SessionProvider store={runtime.session}>
          <NoticesProvider store={runtime.notices}>
            <BlueprintProvider>
              <VaultProvider endSession={runtime.endSession}>{children}</VaultProvider>
              <Toasts />
              <ServerMessageDialog />
            </BlueprintProvider>
          </NoticesProvider>
        </SessionProvider>
      </ApolloProvider>
    </RuntimeContext.Provider>
  );
}
