// The web client's operations as the soak's gateway lists them: read from the build it serves (a copy made once per
// run), so that a rebuild of web/dist while the soak runs changes nothing under it.
import { listedOperation, readManifest } from '../../protection/trusted-operations.js';
import type { GraphQLRequest } from '../clients.js';
import { listedBuild } from '../listed-build.js';
import { benchQueries } from '../queries.js';

let manifest: Map<string, string> | undefined;

/** The listed operation `name` with its variables, sent by hash as the web client sends it. */
export function listed(name: string, variables: Record<string, unknown> = {}): GraphQLRequest {
  manifest ??= readManifest(listedBuild(benchQueries));
  const { hash, text } = listedOperation(manifest, name);
  return { query: text, hash, variables };
}
