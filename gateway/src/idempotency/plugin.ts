// Idempotency-Key on writes: a mutation sent again with the key of one already answered for the same token gets
// that first answer, without a second call to the practice API, so a write is done once even when its answer was
// lost (the offline outbox replaying, a retried or double-clicked submit). The key is taken as the IETF draft
// spells it, a string (quoted or bare). The same key with a different request is refused, and so is a repeat while
// the first is still under way; a key is honoured only with a token, and only on mutations (queries are safe to
// repeat as they are). A write the API never answered lets its key go, so that it can be tried again.
import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { callerKey } from '../caller-key.js';
import type { Logger } from '../log.js';
import type { Claim, IdempotencyStore, KeptAnswer } from './store.js';

export const idempotencyKeyHeader = 'idempotency-key';
export const replayedHeader = 'idempotent-replayed';
/** At least a day, so that a tablet offline overnight still replays its outbox safely. */
export const idempotencyTtlMs = 24 * 60 * 60 * 1000;

/** Codes of answers after which the write was not made: the key is let go for another try. */
const notMade = new Set(['UPSTREAM_UNAVAILABLE', 'UNAUTHENTICATED', 'SESSION_EXPIRED', 'TOO_MANY_ATTEMPTS']);

const keyPattern = /^(?:"([\x20\x21\x23-\x5b\x5d-\x7e]{1,255})"|([\x21\x23-\x7e]{1,255}))$/;

export const idempotencyMessages = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  reused: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
  inUse: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  unavailable: 'Your change was not sent: the server cannot check it for repeats just now. Try again in a moment.',
} as const;

function refusal(message: string, code: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

/** The request as the API would see it: its operation, its text and its variables (a file by its place only). */
function fingerprint(context: GraphQLRequestContext<object>): string {
  const { operationName, variables } = context.request;
  const plain = (_key: string, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype ? '[file]' : value;
  return createHash('sha256')
    .update(JSON.stringify([operationName ?? null, context.source ?? '', variables ?? {}], plain))
    .digest('base64url');
}

interface Held {
  key: string;
  fingerprint: string;
  replay?: KeptAnswer;
}

export function idempotencyPlugin<C extends { authorization?: string }>(store: IdempotencyStore, log: Logger): ApolloServerPlugin<C> {
  return {
    async requestDidStart({ request, contextValue }) {
      const sent = request.http?.headers.get(idempotencyKeyHeader);
      if (sent === undefined || !contextValue.authorization) return {};
      let held: Held | undefined;
      return {
        async didResolveOperation(context) {
          if (context.operation?.operation !== 'mutation') return;
          const match = keyPattern.exec(sent.trim());
          if (!match) throw refusal(idempotencyMessages.badKey, 'BAD_REQUEST', 400);
          const key = `${callerKey(contextValue.authorization!)}:${match[1] ?? match[2]}`;
          const mine = fingerprint(context);
          let claim: Claim | undefined;
          try {
            claim = await store.claim(key, mine, idempotencyTtlMs);
          } catch (error) {
            log.warn('idempotency keys unavailable', { cause: error instanceof Error ? error.name : 'unknown' });
            throw refusal(idempotencyMessages.unavailable, 'IDEMPOTENCY_UNAVAILABLE', 503);
          }
          if (claim && claim.fingerprint !== mine) throw refusal(idempotencyMessages.reused, 'IDEMPOTENCY_KEY_REUSED', 422);
          if (claim && !claim.answer) throw refusal(idempotencyMessages.inUse, 'IDEMPOTENCY_KEY_IN_USE', 409);
          held = { key, fingerprint: mine, replay: claim?.answer };
        },
        async responseForOperation() {
          if (!held?.replay) return null;
          return {
            http: { status: held.replay.status, headers: new HeaderMap([[replayedHeader, 'true']]) },
            body: { kind: 'single', singleResult: JSON.parse(held.replay.result) as Record<string, unknown> },
          };
        },
        async willSendResponse({ response }) {
          if (!held || held.replay || response.body.kind !== 'single') return;
          const { key, fingerprint } = held;
          const result = response.body.singleResult;
          const codes = (result.errors ?? []).map((error) => error.extensions?.code);
          try {
            if (codes.some((code) => typeof code === 'string' && notMade.has(code))) await store.release(key);
            else
              await store.keep(
                key,
                { fingerprint, answer: { status: response.http.status ?? 200, result: JSON.stringify(result) } },
                idempotencyTtlMs,
              );
          } catch (error) {
            // The write is made and answered; only a repeat of it can no longer be recognised.
            log.warn('idempotent answer not kept', { cause: error instanceof Error ? error.name : 'unknown' });
          }
        },
      };
    },
  };
}
