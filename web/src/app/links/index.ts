import './context';
import { ApolloLink } from '@apollo/client/link';
import type { SessionStore } from '../../session';
import type { NoticeStore } from '../notices';
import { createDayLink } from '../../offline/day/dayLink';
import { currentVault } from '../../offline/vault-provider';
import { createErrorLink } from './errorLink';
import { createFreshAfterWriteLink } from './freshAfterWriteLink';
import { createHeadersLink } from './headersLink';
import { createIdempotencyLink } from './idempotencyLink';
import { createPrefetchLink } from './prefetchLink';

export interface LinkChainDeps {
  session: SessionStore;
  notices: NoticeStore;
  endSession: (to: string) => void;
  /** The link that talks to the gateway: HttpLink in the browser, SchemaLink in component tests. */
  terminating: ApolloLink;
}

export function createLinkChain({ session, notices, endSession, terminating }: LinkChainDeps): ApolloLink {
  const writes = { count: 0 };
  return ApolloLink.from([
    // First: a kept prefetched answer may predate a write as much as a network one.
    createFreshAfterWriteLink(writes),
    createPrefetchLink({ owner: () => session.get().token ?? '', writes }),
    createErrorLink({ notices, endSession }),
    // Below the error link: a kept answer given offline raises no network notice.
    createDayLink(currentVault),
    createHeadersLink(session),
    createIdempotencyLink(),
    terminating,
  ]);
}

export { errorCode, isAnnounced, kindOfCode, kindOfTransportError, type ErrorKind } from './classify';
export { NETWORK_FAILURE_MESSAGE, SERVER_ERROR_MESSAGE } from './messages';
