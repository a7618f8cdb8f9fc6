// Time-punch standings of a page of users in one call: every row's User.timePunchStatus asks the request's loader,
// which gathers the ids asked for in the same tick and makes one bulk-status call for all of them. A standing is a
// column beside the list, not the list: when the call fails, the rows' standings are unknown (null) and the failure
// is logged, so the staff list still opens while the time-punch service is down.
import type { GatewayContext } from '../../context.js';
import { dig } from '../../rest/answer.js';
import { missingPayload } from '../../upstream/errors.js';

type Status = Record<string, unknown>;

export const bulkStatusPath = 'external_api/persons/bulk-status';

class StatusLoader {
  private readonly answers = new Map<string, Promise<Status | null>>();
  private queued: { id: string; resolve: (status: Status | null) => void }[] = [];

  constructor(private readonly ctx: GatewayContext) {}

  load(userId: string): Promise<Status | null> {
    let answer = this.answers.get(userId);
    if (!answer) {
      answer = new Promise((resolve) => {
        if (this.queued.length === 0) queueMicrotask(() => void this.flush());
        this.queued.push({ id: userId, resolve });
      });
      this.answers.set(userId, answer);
    }
    return answer;
  }

  private async flush(): Promise<void> {
    // Resolvers of one page's rows run in the same tick; wait one more macrotask so rows resolved through a
    // promise (a page whose rows are loaded) are gathered too.
    await new Promise((resolve) => setImmediate(resolve));
    const batch = this.queued;
    this.queued = [];
    try {
      const body = await this.ctx.upstream.call({ method: 'POST', path: bulkStatusPath, json: { user_ids: batch.map((entry) => entry.id) } });
      const rows = dig(body, 'data');
      if (!Array.isArray(rows)) throw missingPayload(bulkStatusPath, 'data');
      const byId = new Map((rows as Status[]).map((row) => [String(row.user_id), row]));
      for (const entry of batch) entry.resolve(byId.get(entry.id) ?? null);
    } catch (error) {
      this.ctx.log.warn('time-punch standings unavailable', { path: bulkStatusPath, users: batch.length, error: String(error) });
      for (const entry of batch) entry.resolve(null);
    }
  }
}

const loaders = new WeakMap<GatewayContext, StatusLoader>();

/** The request's loader of time-punch standings. */
export function statusLoaderOf(ctx: GatewayContext): StatusLoader {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new StatusLoader(ctx);
    loaders.set(ctx, loader);
  }
  return loader;
}
