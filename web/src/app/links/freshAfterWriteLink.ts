// An answer never shows what a write changed as it was before the write. A read sent before a write of this client
// had its answer may have been answered from the data before it; Apollo hands that one answer to every identical
// read that joined it in flight, the refetch the write asked for included, and nothing asks again until the next
// poll. So a read whose answer arrives after a write's is sent again, and only a read answered with no write
// finishing meanwhile is delivered (after a few tries the last answer is, so a stream of writes cannot hold a read).
import { ApolloLink } from '@apollo/client/link';
import { Observable, tap, type Subscription } from 'rxjs';

declare module '@apollo/client' {
  interface DefaultContext {
    /** A query whose call changes what later reads answer (opening a message marks it read): it counts as a write. */
    changesData?: boolean;
  }
}

export const MAX_READ_TRIES = 3;

/** How many writes of this client have been answered: what a read, or an answer kept for one, was sent after. */
export interface WritesAnswered {
  count: number;
}

export function createFreshAfterWriteLink(writes: WritesAnswered = { count: 0 }): ApolloLink {
  const countWrite = () => {
    writes.count += 1;
  };
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === 'mutation' || operation.getContext().changesData === true) {
      // A failed write may have been made too: it counts.
      return forward(operation).pipe(tap({ next: countWrite, error: countWrite }));
    }
    if (operation.operationType !== 'query') return forward(operation);
    const attempt = (tries: number): Observable<ApolloLink.Result> =>
      new Observable((observer) => {
        const sentAfter = writes.count;
        let again: Subscription | undefined;
        const sent = forward(operation).subscribe({
          next: (result) => {
            // Sent again: what is left of this request (its completion) is ignored.
            if (again) return;
            if (writes.count === sentAfter || tries === MAX_READ_TRIES) return observer.next(result);
            again = attempt(tries + 1).subscribe(observer);
          },
          error: (error: unknown) => {
            if (!again) observer.error(error);
          },
          complete: () => {
            if (!again) observer.complete();
          },
        });
        return () => {
          sent.unsubscribe();
          again?.unsubscribe();
        };
      });
    return attempt(1);
  });
}
