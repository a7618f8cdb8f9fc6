// Per-request loaders. A relation declared with @lookup never costs a call per row: every row asks the loader of
// its list call, which makes that call once for the whole request and answers each id from one index.
import DataLoader from 'dataloader';
import type { LookupSpec } from '../rest/directives.js';
import { dig } from '../rest/answer.js';
import { missingPayload } from '../upstream/errors.js';
import type { UpstreamScope } from '../upstream/scope.js';

type Row = Record<string, unknown>;

export class Loaders {
  private readonly lookups = new Map<string, DataLoader<string, Row | null>>();

  constructor(private readonly upstream: UpstreamScope) {}

  lookup(spec: LookupSpec): DataLoader<string, Row | null> {
    const key = `${spec.path}#${spec.unwrap}#${spec.by}`;
    let loader = this.lookups.get(key);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const index = await this.index(spec);
        return ids.map((id) => index.get(id) ?? null);
      });
      this.lookups.set(key, loader);
    }
    return loader;
  }

  private async index(spec: LookupSpec): Promise<Map<string, Row>> {
    const body = await this.upstream.call({ method: 'GET', path: spec.path });
    let rows = dig(body, spec.unwrap);
    // A paginated list call answers its rows one level down.
    if (rows && !Array.isArray(rows) && Array.isArray((rows as Row).data)) rows = (rows as Row).data;
    if (!Array.isArray(rows)) throw missingPayload(spec.path, spec.unwrap || 'body');
    const index = new Map<string, Row>();
    for (const row of rows as Row[]) {
      const id = row?.[spec.by];
      if (id !== undefined && id !== null) index.set(String(id), row);
    }
    return index;
  }
}
