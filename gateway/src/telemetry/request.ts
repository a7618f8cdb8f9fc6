// What one GraphQL request reports: its operation (metrics, and a span when tracing is on) and each call it makes to
// the practice API (metrics by path template, a child span whose traceparent goes with the call).
import type { GatewayMetrics } from './metrics.js';
import { pathTemplate } from './path-template.js';
import { OperationTrace, type Tracing } from './tracing.js';

export interface Telemetry {
  metrics: GatewayMetrics;
  tracing?: Tracing;
}

/** A call under way: headers to send with it, and its end with the status (0 when no answer came). */
export interface CallTelemetry {
  headers: Readonly<Record<string, string>>;
  end(status: number): void;
}

const noHeaders: Readonly<Record<string, string>> = Object.freeze({});

export class RequestTelemetry {
  private readonly started = performance.now();
  private readonly trace: OperationTrace | undefined;
  private name: string | undefined;
  private type: string | undefined;
  private ended = false;

  constructor(
    private readonly telemetry: Telemetry,
    incomingHeaders: Readonly<Record<string, string | string[] | undefined>>,
  ) {
    this.trace = telemetry.tracing && new OperationTrace(telemetry.tracing.tracer, incomingHeaders);
  }

  named(name: string | undefined, type: string | undefined): void {
    this.name = name;
    this.type = type;
    this.trace?.named(name, type);
  }

  end(outcome: string): void {
    if (this.ended) return;
    this.ended = true;
    this.telemetry.metrics.operation(this.name, this.type, outcome, (performance.now() - this.started) / 1000);
    this.trace?.end(outcome);
  }

  call(method: string, path: string): CallTelemetry {
    const started = performance.now();
    const span = this.trace?.call(method, path);
    const metrics = this.telemetry.metrics;
    return {
      headers: span?.headers ?? noHeaders,
      end(status) {
        metrics.upstreamCall(method, pathTemplate(path), status, (performance.now() - started) / 1000);
        span?.end(status);
      },
    };
  }
}
