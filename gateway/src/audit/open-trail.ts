// The trail a gateway writes: the Redis stream every replica shares when REDIS_URL is set (AUDIT_LOG then only
// takes what Redis still refuses at shutdown), the AUDIT_LOG file otherwise.
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { GatewayConfig } from '../config.js';
import type { Logger } from '../log.js';
import { FileTrail } from './file-sink.js';
import { RedisTrail } from './redis-sink.js';
import { AuditTrail } from './trail.js';

export function openAuditTrail(config: GatewayConfig['audit'], redis: Redis | undefined, log: Logger, registry: Registry): AuditTrail | undefined {
  if (config.log === undefined) return undefined;
  const file = new FileTrail(config.log, config.maxBytes);
  return redis
    ? new AuditTrail({ sink: new RedisTrail(redis), fallback: file, file: config.log, log, registry })
    : new AuditTrail({ sink: file, file: config.log, log, registry });
}
