// Everything the app needs outside React, built once: the session, the notices, the Apollo client over the link
// chain, and a way to move the router from outside a component.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import type { ApolloLink } from '@apollo/client/link';
import { createSessionStore, type Session, type SessionStore } from '../session';
import { createLinkChain } from './links';
import { createNoticeStore, type NoticeStore } from './notices';

export interface AppRuntime {
  client: ApolloClient;
  session: SessionStore;
  notices: NoticeStore;
  /** Set once the router exists; until then navigation requests are dropped. */
  setNavigator(navigate: (to: string) => void): void;
  /** Clears the session and the Apollo cache, then goes to `to`. Sign out, 401 and 302 all end here. */
  endSession(to: string): void;
}

export interface RuntimeOptions {
  terminating: ApolloLink;
  storage: Storage | null;
  session?: Partial<Session>;
}

export function createRuntime({ terminating, storage, session: initial }: RuntimeOptions): AppRuntime {
  const session = createSessionStore({ storage, initial });
  const notices = createNoticeStore();
  let navigate: (to: string) => void = () => {};

  const endSession = (to: string) => {
    session.signOut();
    navigate(to);
    // After the current operation settles, so the reset does not cancel it mid-flight.
    setTimeout(() => void client.clearStore(), 0);
  };

  const client: ApolloClient = new ApolloClient({
    link: createLinkChain({ session, notices, endSession, terminating }),
    // No data masking: every screen reads the fields of the fragments it spreads (the generated types hold them too),
    // and masking only copied each answer once more: 14–18 ms for a cold 500-row student page, which was copied twice
    // (the route's prefetch, then the list).
    // A filter option's id is only unique within its list (staff 3 and location 3), so options are kept where they are.
    cache: new InMemoryCache({ typePolicies: { EventFilterOption: { keyFields: false } } }),
  });

  return {
    client,
    session,
    notices,
    setNavigator(next) {
      navigate = next;
    },
    endSession,
  };
}
