// What concurrent GraphQL requests of one process share: an identical GET of the same caller (same URL, same
// Authorization, same headers) in flight is made once and its answer handed to every request waiting for it; nothing
// is kept once it has answered. A caller's write is announced, so that what is kept per caller can be dropped.
import type { UpstreamAnswer } from './client.js';

export class SharedCalls {
  private readonly inFlight = new Map<string, Promise<UpstreamAnswer>>();
  private readonly writeListeners: ((authorization: string) => void | Promise<void>)[] = [];

  /** `share`: false makes every GET itself (SHARED_CALLS=false, for measuring a request's own calls). */
  constructor(private readonly share = true) {}

  /** The answer of the GET under `key`, made by `send` unless the same one is already on its way. */
  get(key: string, send: () => Promise<UpstreamAnswer>): Promise<UpstreamAnswer> {
    if (!this.share) return send();
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = send().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** `listener` may return a promise: the write's answer waits for it (another replica must not see stale lists). */
  onWrite(listener: (authorization: string) => void | Promise<void>): void {
    this.writeListeners.push(listener);
  }

  async wrote(authorization: string | undefined): Promise<void> {
    if (authorization === undefined) return;
    await Promise.all(this.writeListeners.map((listener) => listener(authorization)));
  }
}
