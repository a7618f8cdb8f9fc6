// Prometheus metrics of one gateway process, in a registry of its own: operations by name and outcome, upstream
// calls by path template and status, the circuit breaker's state and sign-in lockouts, with Node's process metrics.
// Labels carry names and shapes only: never a token, an email or a value from a path.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Operation names become labels only while they are few; a flood of made-up names is counted as 'other'. */
const maxOperationNames = 2_000;
const operationName = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

/**
 * Node's own metrics (CPU, memory, event-loop delay, collections) describe the process, not one gateway, and
 * prom-client watches them with a collection observer and a delay monitor it never stops: collected once per process,
 * so that a process that starts and stops many gateways (the test suites) neither keeps every stopped one reachable
 * nor runs one monitor per gateway ever made.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'gateway_' });
  }
  return processMetrics;
}

export const breakerStates = { closed: 0, 'half-open': 1, open: 2 } as const;

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly names = new Set<string>();
  private readonly operations = new Histogram({
    name: 'gateway_operation_duration_seconds',
    help: 'GraphQL operations by name, type and outcome (ok, or the first error code), with their duration.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly upstream = new Histogram({
    name: 'gateway_upstream_call_duration_seconds',
    help: 'Calls to the practice API by method, path template and status (0 when no answer came), with their duration.',
    labelNames: ['method', 'path', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [this.registry],
  });
  private readonly breaker = new Gauge({
    name: 'gateway_upstream_breaker_state',
    help: 'The circuit breaker in front of the practice API: 0 closed, 1 half-open, 2 open.',
    registers: [this.registry],
  });
  private readonly lockouts = new Counter({
    name: 'gateway_sign_in_refusals_total',
    help: 'Sign-in attempts refused by the throttle (too many failures from one address).',
    registers: [this.registry],
  });

  constructor() {
    // The process's monitors start with its first gateway, so a scrape covers the time since then.
    processRegistry();
    this.breaker.set(breakerStates.closed);
  }

  operation(name: string | undefined, type: string | undefined, outcome: string, seconds: number): void {
    let label = name && operationName.test(name) ? name : name ? 'invalid' : 'anonymous';
    if (!this.names.has(label)) {
      if (this.names.size >= maxOperationNames) label = 'other';
      else this.names.add(label);
    }
    this.operations.observe({ operation: label, type: type ?? 'unknown', outcome }, seconds);
  }

  upstreamCall(method: string, path: string, status: number, seconds: number): void {
    this.upstream.observe({ method, path, status: String(status) }, seconds);
  }

  breakerState(state: keyof typeof breakerStates): void {
    this.breaker.set(breakerStates[state]);
  }

  signInRefused(): void {
    this.lockouts.inc();
  }

  async text(): Promise<{ contentType: string; body: string }> {
    const scraped = Registry.merge([processRegistry(), this.registry]);
    return { contentType: scraped.contentType, body: await scraped.metrics() };
  }
}
