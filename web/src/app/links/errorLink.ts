import { ApolloLink } from '@apollo/client/link';
import type { GraphQLFormattedError } from 'graphql';
import { Observable } from 'rxjs';
import type { NoticeStore } from '../notices';
import { kindOfCode, kindOfTransportError, type ErrorKind } from './classify';
import { NETWORK_FAILURE_MESSAGE, SERVER_ERROR_MESSAGE } from './messages';

export interface ErrorLinkDeps {
  notices: NoticeStore;
  /** Clears the session and moves to `to` ('/': sign-in is the home route). */
  endSession: (to: string) => void;
}

const modalTitles: Record<string, string> = {
  FORBIDDEN: 'Not allowed',
  UPSTREAM_ERROR: 'Error',
};

/**
 * Gives every screen the same handling: session errors end the session, FORBIDDEN and UPSTREAM_ERROR open
 * the one modal and are swallowed (unless the screen shows them in place), network failures and bad answers toast the two network messages; everything else
 * reaches the caller.
 */
export function createErrorLink({ notices, endSession }: ErrorLinkDeps): ApolloLink {
  const announce = (kind: ErrorKind, quiet: boolean) => {
    if (kind === 'network' && !quiet) notices.toast(NETWORK_FAILURE_MESSAGE, 'danger');
    if (kind === 'bad-response' && !quiet) notices.toast(SERVER_ERROR_MESSAGE, 'danger');
    if (kind === 'unauthenticated' || kind === 'session-expired') endSession('/');
  };

  return new ApolloLink((operation, forward) => {
    const quiet = operation.getContext().quietTransportErrors === true;
    const inPlace = operation.getContext().errorsInPlace === true;
    return new Observable<ApolloLink.Result>((observer) => {
      const subscription = forward(operation).subscribe({
        next(result) {
          const errors: readonly GraphQLFormattedError[] = result.errors ?? [];
          if (errors.length === 0) {
            observer.next(result);
            return;
          }
          const kept: GraphQLFormattedError[] = [];
          let modal: GraphQLFormattedError | undefined;
          const kinds = new Set<ErrorKind>();
          for (const error of errors) {
            const code = error.extensions?.['code'];
            const kind = kindOfCode(code);
            kinds.add(kind);
            if (kind === 'server-message' && !inPlace) modal ??= error;
            else kept.push(error);
          }
          // One redirect or toast per answer, however many errors it holds.
          for (const kind of kinds) announce(kind, quiet);
          if (modal) {
            const code = String(modal.extensions?.['code']);
            notices.showServerMessage({ title: modalTitles[code] ?? 'Error', message: modal.message });
          }
          observer.next(kept.length > 0 ? { ...result, errors: kept } : { ...result, errors: undefined, data: result.data ?? null });
        },
        error(error: unknown) {
          announce(kindOfTransportError(error), quiet);
          observer.error(error);
        },
        complete() {
          observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
  });
}
