// Child process of the benchmark: the stand-in practice API on its own event loop (loopback, ephemeral port), so
// that neither the gateway nor the load generator shares its thread. The parent steers it through the control
// endpoints (latency, call log), asks it for its CPU time over IPC, and stops it.
import { startStandIn } from '@portal/mocks';
import { answerParent, type ChildReady } from './children.js';

const standIn = await startStandIn({ host: '127.0.0.1', port: 0, latencyMs: 0 });
answerParent(() => {
  void standIn.close().finally(() => process.exit(0));
});
process.once('SIGTERM', () => {
  void standIn.close().finally(() => process.exit(0));
});
const ready: ChildReady = { type: 'ready', url: standIn.url, origin: standIn.origin, pid: process.pid };
process.send?.(ready);
