import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, defaultTextMapGetter } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface TracingConfig {
  /** The collector's OTLP/HTTP base address; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
}

/**
 * OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT set): this module and the SDK load only
 * then. One server span per request, named by its route template (never the address, which can
 * hold a token), continuing the caller's trace when a `traceparent` header comes in, exported in
 * batches over OTLP/HTTP. The provider is the app's own, not registered globally, so nothing else
 * in the process changes (decision 516).
 */
export function startTracing(config: TracingConfig) {
  const exporter = new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  const tracer = provider.getTracer('hiresignal-server');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  return {
    /** Adds the request hooks; call before the routes are registered. */
    traceRequests(app: FastifyInstance) {
      app.addHook('onRequest', (request, _reply, done) => {
        const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
        const span = tracer.startSpan(
          request.method,
          { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
          trace.getSpan(parent) ? parent : undefined,
        );
        spans.set(request, span);
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const span = spans.get(request);
        if (span) {
          const route = request.routeOptions.url ?? 'unmatched';
          span.updateName(`${request.method} ${route}`);
          span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
          if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        }
        done();
      });
    },
    /** Sends the spans still held. */
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

export type Tracing = ReturnType<typeof startTracing>;
