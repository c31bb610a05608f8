import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createTestApp } from '../test/harness.ts';

interface ExportedSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** A local OTLP/HTTP collector: keeps the JSON bodies posted to /v1/traces. */
async function startCollector() {
  const bodies: { path: string; body: unknown }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push({ path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Collected = { resourceSpans: { resource: { attributes: ExportedSpan['attributes'] }; scopeSpans: { spans: ExportedSpan[] }[] }[] };

describe('OpenTelemetry traces', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await collector?.close();
  });

  it('are off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, which must be an address', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'hiresignal',
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT');
  });

  it("send one server span per request, named by its route template, continuing the caller's trace", async () => {
    const t = await createTestApp('pglite', { OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/`, OTEL_SERVICE_NAME: 'hiring-test' });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await t.app.inject({ method: 'GET', url: '/api/health/live', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    await t.app.inject({ method: 'GET', url: '/api/app/job-positions/0b6f7d1e-9a43-4a57-9d7e-4f3c2f6c9a11' });
    // Closing the app sends the spans still batched.
    await t.close();
    expect(collector.bodies.map((b) => b.path)).toContain('/v1/traces');
    const exported = collector.bodies.flatMap((b) => (b.body as Collected).resourceSpans);
    const spans = exported.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const live = spans.find((s) => s.name === 'GET /api/health/live');
    expect(live).toBeDefined();
    expect(live!.traceId.toLowerCase()).toBe(traceId);
    expect(live!.parentSpanId?.toLowerCase()).toBe('00f067aa0ba902b7');
    expect(live!.kind).toBe(2); // SERVER
    const job = spans.find((s) => s.name === 'GET /api/app/job-positions/:id');
    expect(job?.attributes).toContainEqual({ key: 'http.response.status_code', value: { intValue: 401 } });
    expect(JSON.stringify(spans)).not.toContain('0b6f7d1e-9a43');
    expect(exported[0]!.resource.attributes).toContainEqual({ key: 'service.name', value: { stringValue: 'hiring-test' } });
  });
});
