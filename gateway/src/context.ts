// What every resolver receives for one GraphQL request.
import type { AuditTrail } from './audit/trail.js';
import type { Logger } from './log.js';
import type { Loaders } from './loaders/loaders.js';
import type { RestEngine } from './rest/engine.js';
import type { UpstreamScope } from './upstream/scope.js';

export interface GatewayContext {
  requestId: string;
  /** The caller's Authorization header as it came; forwarded exactly, never logged. */
  authorization: string | undefined;
  upstream: UpstreamScope;
  loaders: Loaders;
  rest: RestEngine;
  log: Logger;
  maxUploadBytes: number;
  /** The access trail (absent with AUDIT_LOG=off and in the mocked gateway). */
  audit?: AuditTrail;
}

/** How resolvers see a record: the API's own object (snake_case keys), or one a resolver shaped; scalars as is. */
export type ApiRecord<T> = T extends string | number | boolean | null | undefined ? T : Record<string, unknown>;
