// A record waits for its write after the answer has gone (for 50 ms, or for as long as the sink refuses it). While it
// waits it must not keep the request alive: a request's context holds every list the request read, and a trail that
// kept them would hold megabytes per request while Redis is away, and push each answer into the old generation.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'graphql';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { createLogger } from '../log.js';
import { buildGatewaySchema } from '../schema/build.js';
import { FlakySink } from '../test/flaky-sink.js';
import { UpstreamClient } from '../upstream/client.js';
import { UpstreamScope } from '../upstream/scope.js';
import { AuditTrail } from './trail.js';
import { auditWatch } from './watch.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const log = createLogger('silent');
// Nothing listens on the discard port: asking who the caller is fails at once, and the record says no one.
const client = new UpstreamClient({
  baseUrl: 'http://127.0.0.1:9/',
  connectTimeoutMs: 500,
  headersTimeoutMs: 500,
  bodyTimeoutMs: 500,
  connections: 1,
});
afterAll(() => client.destroy());

const studentQuery = parse('query OpenStudent { student(id: "7") { id } }');

/** Notes one answered student query and hands back only a weak reference to what its context held. */
function noteRequest(watch: ReturnType<typeof auditWatch>, requestId: string): WeakRef<object> {
  const readLists = { clientList: Array.from({ length: 1_000 }, (_, index) => ({ id: index, first_name: `Student ${index}` })) };
  const context = { requestId, authorization: 'Bearer caller', upstream: new UpstreamScope(client, 'Bearer caller', log, requestId), readLists };
  watch(studentQuery, 'OpenStudent')!(context as unknown as GatewayContext, {}, { data: { student: { id: '7' } } });
  return new WeakRef(readLists);
}

describe("the access trail's watch", () => {
  it('keeps no request alive while its record waits for the sink', async () => {
    const sink = new FlakySink(1);
    const trail = new AuditTrail({ sink, log, registry: new Registry(), retryMs: 60_000 });
    const watch = auditWatch(buildGatewaySchema().schema, trail);

    noteRequest(watch, 'refused');
    await trail.flush();
    expect(sink.stored).toEqual([]);

    // The sink refused: this record waits for the next try, a minute away.
    const held = noteRequest(watch, 'waiting');
    await sleep(10);
    gc();
    await sleep(10);
    expect(held.deref()).toBeUndefined();

    await trail.stop();
    expect(sink.stored.map((record) => [record.operation, record.requestId, record.studentIds])).toEqual([
      ['OpenStudent', 'refused', ['7']],
      ['OpenStudent', 'waiting', ['7']],
    ]);
  });
});
