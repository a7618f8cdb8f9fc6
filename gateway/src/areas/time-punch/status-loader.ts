// Time-punch standings of a page of users in one call: every row's User.timePunchStatus asks the request's loader (a
// DataLoader keyed by user id), which gathers the ids asked for together and makes one bulk-status call for all of
// them. A standing is a column beside the list, not the list: when the call fails, the rows' standings are unknown
// (null) and the failure is logged, so the staff list still opens while the time-punch service is down.
import DataLoader from 'dataloader';
import type { GatewayContext } from '../../context.js';
import { dig } from '../../rest/answer.js';
import { missingPayload } from '../../upstream/errors.js';

type Status = Record<string, unknown>;

export const bulkStatusPath = 'external_api/persons/bulk-status';

async function standings(ctx: GatewayContext, userIds: readonly string[]): Promise<(Status | null)[]> {
  try {
    const body = await ctx.upstream.call({ method: 'POST', path: bulkStatusPath, json: { user_ids: userIds } });
    const rows = dig(body, 'data');
    if (!Array.isArray(rows)) throw missingPayload(bulkStatusPath, 'data');
    const byId = new Map((rows as Status[]).map((row) => [String(row.user_id), row]));
    return userIds.map((id) => byId.get(id) ?? null);
  } catch (error) {
    ctx.log.warn('time-punch standings unavailable', { path: bulkStatusPath, users: userIds.length, error: String(error) });
    return userIds.map(() => null);
  }
}

const loaders = new WeakMap<GatewayContext, DataLoader<string, Status | null>>();

/** The request's loader of time-punch standings. */
export function statusLoaderOf(ctx: GatewayContext): DataLoader<string, Status | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    // Rows resolved through a promise (a page whose rows are loaded) come a tick later than the others: the batch
    // waits one macrotask so they are gathered too.
    loader = new DataLoader((ids) => standings(ctx, ids), { batchScheduleFn: (send) => setImmediate(send) });
    loaders.set(ctx, loader);
  }
  return loader;
}
