// The call log: every request below /api/, in arrival order, as tests and benchmarks need to see it.
import { matchesPath } from './path-pattern.js';

export interface CallRecord {
  method: string;
  /** The path below /api/, without the query string, as sent (not decoded). */
  path: string;
  query: Record<string, unknown>;
  /** The raw Authorization header, if any. */
  authorization: string | undefined;
  /** The W3C trace context the caller sent, if any. */
  traceparent?: string | undefined;
  /** The parsed body (JSON, form or multipart fields); undefined when there was none or it did not parse. */
  body: unknown;
  /** Files of a multipart body: field name, file name, size and type. */
  files: { field: string; fileName: string; size: number; mimeType: string }[];
  /** Epoch milliseconds. */
  at: number;
  /** Bytes of the answer's body written so far (all of it once answered): what a caller reads per call. */
  sent: number;
}

export interface CallFilter {
  method?: string;
  /** Exact path or a `*` pattern (see path-pattern.ts). */
  path?: string;
}

function matches(call: CallRecord, filter: CallFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.method && filter.method.toUpperCase() !== call.method) return false;
  if (filter.path !== undefined && !matchesPath(filter.path, call.path)) return false;
  return true;
}

export class CallLog {
  readonly #calls: CallRecord[] = [];

  record(call: CallRecord): CallRecord {
    this.#calls.push(call);
    return call;
  }

  list(filter?: CallFilter): CallRecord[] {
    return this.#calls.filter((call) => matches(call, filter));
  }

  count(filter?: CallFilter): number {
    return this.list(filter).length;
  }

  last(filter?: CallFilter): CallRecord | undefined {
    return this.list(filter).at(-1);
  }

  reset(): void {
    this.#calls.length = 0;
  }
}
