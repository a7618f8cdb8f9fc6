// The outbox for React: the page's outbox, its entries as they change, and a write that goes through it.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRuntime } from '../../app/AppProviders';
import { useNotices } from '../../app/notices';
import type { FieldErrors } from '../../kit/fieldErrors';
import type { OutboxSummary } from './entry';
import type { Outbox, OutboxSnapshot } from './outbox';
import { holdOutbox, outboxOf } from './pageOutbox';
import type { OutboxWrite } from './write';

export function useOutbox(): Outbox {
  return outboxOf(useApolloClient(), useRuntime().session);
}

/** Keeps the page's outbox loaded and replaying while the component is mounted (the header's status is). */
export function useOutboxRunning(): void {
  const client = useApolloClient();
  const { session } = useRuntime();
  useEffect(() => holdOutbox(client, session), [client, session]);
}

export function useOutboxSnapshot(): OutboxSnapshot {
  const outbox = useOutbox();
  return useSyncExternalStore(
    useCallback((listener: () => void) => outbox.subscribe(listener), [outbox]),
    () => outbox.snapshot(),
    () => outbox.snapshot(),
  );
}

/**
 * Answered (`queued` false), or kept in the outbox and shown as made (`queued` true, with the answer it is shown
 * with and its place), or refused while the screen still waited for it (the form keeps what was typed).
 */
export type OutboxResult<TData> =
  | { ok: true; data: TData; queued: false }
  | { ok: true; data: TData; queued: true; seq: string }
  | { ok: false; fieldErrors: FieldErrors; message: string | null };

export interface OutboxWriter<TData, TVars> {
  run(variables: TVars, summary: OutboxSummary, success?: string): Promise<OutboxResult<TData>>;
  /** The screen waits for the answer of a write it just made. */
  pending: boolean;
}

export function useOutboxWrite<TData, TVars extends Record<string, unknown>>(write: OutboxWrite<TData, TVars>): OutboxWriter<TData, TVars> {
  const client = useApolloClient();
  const outbox = useOutbox();
  const notices = useNotices();
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (variables: TVars, summary: OutboxSummary, success?: string): Promise<OutboxResult<TData>> => {
      setPending(true);
      try {
        const { supersedes } = write;
        const submitted = await outbox.submit({
          operation: write.operation,
          variables,
          summary,
          supersedes: supersedes && ((entry) => entry.operation === write.operation && supersedes(entry.variables as TVars, variables)),
        });
        if (submitted.state === 'sent') {
          if (success) notices.toast(success, 'success');
          return { ok: true, data: submitted.data as TData, queued: false };
        }
        if (submitted.state === 'refused') {
          const { fieldErrors, message } = submitted.refusal;
          if (Object.keys(fieldErrors).length === 0) notices.toast(message, 'danger');
          return { ok: false, fieldErrors, message };
        }
        const entry = outbox.get(submitted.seq);
        const data = entry && write.optimistic ? write.optimistic(client.cache, variables, entry) : (null as TData);
        return { ok: true, data, queued: true, seq: submitted.seq };
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [client, outbox, write, notices],
  );

  return useMemo(() => ({ run, pending }), [run, pending]);
}
