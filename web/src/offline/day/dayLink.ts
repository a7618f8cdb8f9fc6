// Answers the kept operations from the vault when the gateway cannot be reached: a screen of the therapist's day
// opened offline gets the answer kept for exactly its operation and variables, and nothing else is answered.
import { ApolloLink } from '@apollo/client/link';
import { ServerError } from '@apollo/client/errors';
import { Observable } from 'rxjs';
import { kindOfTransportError } from '../../app/links/classify';
import type { Vault } from '../vault';
import { keptAnswerKey, keptOperationNames } from './keptDay';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The keeper's own requests: never answered from what it kept. */
    keptDayBypass?: boolean;
  }
}

/** No connection to the gateway: the request never got there, or a proxy in front said it was away. */
function unreachable(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 502 || error.statusCode === 503 || error.statusCode === 504;
  return kindOfTransportError(error) === 'network';
}

export function createDayLink(vault: () => Vault): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName;
    if (!name || !keptOperationNames.has(name) || operation.getContext().keptDayBypass) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let closed = false;
      const fromVault = async (error: unknown) => {
        const open = vault();
        const kept = open.isOpen
          ? await open.get<Record<string, unknown>>('day', keptAnswerKey(name, operation.variables)).catch(() => undefined)
          : undefined;
        if (closed) return;
        if (kept === undefined) observer.error(error);
        else {
          observer.next({ data: kept });
          observer.complete();
        }
      };
      const subscription = forward(operation).subscribe({
        next: (result) => observer.next(result),
        error: (error: unknown) => (unreachable(error) ? void fromVault(error) : observer.error(error)),
        complete: () => observer.complete(),
      });
      return () => {
        closed = true;
        subscription.unsubscribe();
      };
    });
  });
}
