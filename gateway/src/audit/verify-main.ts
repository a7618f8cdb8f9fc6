// npm run audit:verify [file] [--redis [url]]: checks the access trail's chain and prints how many records it holds,
// or names the first broken record and exits 1. It reads the file named on the command line (with its rotated
// files), else the Redis stream when --redis is given or REDIS_URL is set, else AUDIT_LOG (and its rotated files).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { readConfig } from '../config.js';
import { trailFiles, trailLines } from './file-sink.js';
import { streamLines, trailStreamKey } from './redis-sink.js';
import { verifyTrail, type Verdict } from './verify.js';

function report(verdict: Verdict, source: string): number {
  if (verdict.ok) {
    process.stdout.write(`${source}: ${verdict.count} records, the chain is unbroken.\n`);
    return 0;
  }
  const which = verdict.seq === null ? 'a line' : `record seq ${verdict.seq}`;
  process.stderr.write(`${source}: broken at ${which} (${verdict.where}): ${verdict.reason}. ${verdict.count} records before it check out.\n`);
  return 1;
}

async function main(args: string[]): Promise<number> {
  const config = readConfig(process.env, { webDist: '' });
  const asked = args.includes('--redis');
  const givenUrl = args.find((arg) => /^rediss?:\/\//.test(arg));
  const named = args.filter((arg) => !arg.startsWith('--') && arg !== givenUrl);
  if (asked && !givenUrl && !config.redisUrl) throw new Error('--redis needs a redis:// URL or REDIS_URL.');
  const redisUrl = asked ? (givenUrl ?? config.redisUrl) : named.length === 0 ? config.redisUrl : undefined;
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 5_000, lazyConnect: true });
    try {
      await redis.connect();
      return report(await verifyTrail(streamLines(redis)), `Redis stream ${trailStreamKey}`);
    } finally {
      redis.disconnect();
    }
  }
  // A file named is read from where the person ran npm, not the repository's root that npm runs the script in.
  const path = named[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), named[0]) : config.audit.log;
  if (!path) throw new Error('AUDIT_LOG is off: name the trail file to check.');
  const files = await trailFiles(path);
  if (files.length === 0 || (named[0] && !existsSync(path))) throw new Error(`No audit trail at ${path}.`);
  return report(await verifyTrail(trailLines(files)), files.length > 1 ? `${path} and ${files.length - 1} rotated files` : path);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
