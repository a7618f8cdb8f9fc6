// OpenTelemetry traces: a span per GraphQL operation and a child span per call to the practice API (method, path
// template, status), whose W3C traceparent goes with the call so the API's own traces join ours. Exported over OTLP
// when OTEL_EXPORTER_OTLP_ENDPOINT is set; without it there is no tracer and nothing is recorded or sent.
// Attributes are names and shapes only: never a token, an email or a value from a path or the variables. Parents are
// passed by hand, so no global context manager is installed.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { pathTemplate } from './path-template.js';

const w3c = new W3CTraceContextPropagator();

export interface Tracing {
  tracer: Tracer;
  shutdown(): Promise<void>;
}

/**
 * A tracer exporting to `exporter` (tests give an in-memory one, which is flushed span by span), or over OTLP to
 * the configured endpoint; undefined when neither is there.
 */
export function createTracing(options: { endpoint?: string; exporter?: SpanExporter; version: string }): Tracing | undefined {
  const exporter = options.exporter ?? (options.endpoint ? new OTLPTraceExporter() : undefined);
  if (!exporter) return undefined;
  const processor = options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'portal-gateway', 'service.version': options.version }),
    spanProcessors: [processor],
  });
  return { tracer: provider.getTracer('portal-gateway', options.version), shutdown: () => provider.shutdown() };
}

/** One GraphQL request's trace: its span, named once the operation is known, and the calls made under it. */
export class OperationTrace {
  private readonly span: Span;
  private readonly parent: Context;

  constructor(
    private readonly tracer: Tracer,
    incoming: Readonly<Record<string, string | string[] | undefined>>,
  ) {
    // A caller's own traceparent makes this operation part of its trace.
    const remote = w3c.extract(ROOT_CONTEXT, incoming, {
      get: (carrier, key) => carrier[key],
      keys: (carrier) => Object.keys(carrier),
    });
    this.span = tracer.startSpan('GraphQL operation', { kind: SpanKind.SERVER }, remote);
    this.parent = trace.setSpan(remote, this.span);
  }

  named(name: string | undefined, type: string | undefined): void {
    this.span.updateName(`${type ?? 'operation'} ${name ?? 'anonymous'}`);
    this.span.setAttributes({ 'graphql.operation.name': name ?? '', 'graphql.operation.type': type ?? '' });
  }

  end(outcome: string): void {
    this.span.setAttribute('graphql.outcome', outcome);
    if (outcome !== 'ok') this.span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
    this.span.end();
  }

  /** Starts a call's span; the headers carry its traceparent to the API. */
  call(method: string, path: string): { headers: Record<string, string>; end(status: number): void } {
    const template = pathTemplate(path);
    const span = this.tracer.startSpan(
      `${method} ${template}`,
      { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': template } },
      this.parent,
    );
    const headers: Record<string, string> = {};
    w3c.inject(trace.setSpan(this.parent, span), headers, { set: (carrier, key, value) => (carrier[key] = value) });
    return {
      headers,
      end(status) {
        span.setAttribute('http.response.status_code', status);
        if (status === 0 || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
    };
  }
}
