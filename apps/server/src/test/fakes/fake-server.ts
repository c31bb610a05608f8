import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake processor API received, kept so tests can assert what the adapter sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are read loosely and asserted field by field
  body: any;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export interface FakeServer {
  /** Base URL, e.g. http://127.0.0.1:43121 */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server on an ephemeral port that records every request and answers with `handle`.
 * `parseBody` turns the raw body into `body` (JSON for Paddle, form encoding for Stripe).
 */
export async function startFakeServer(
  handle: (req: RecordedRequest) => FakeReply,
  parseBody: (raw: string, contentType: string) => unknown,
): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let reply: FakeReply;
      let recorded: RecordedRequest | undefined;
      try {
        recorded = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          rawBody,
          body: rawBody ? parseBody(rawBody, req.headers['content-type'] ?? '') : undefined,
        };
        requests.push(recorded);
        reply = handle(recorded);
      } catch (error) {
        reply = { status: 500, body: { error: { message: error instanceof Error ? error.message : String(error) } } };
      }
      const text = JSON.stringify(reply.body);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        'request-id': fakeId('req'),
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A processor-style id: `prefix_` followed by random characters. */
export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex').slice(0, 24)}`;
}

/** Matches `/a/:id/b` style patterns; returns the captured segments or null. */
export function matchPath(pattern: string, path: string): string[] | null {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return null;
  const params: string[] = [];
  for (let i = 0; i < p.length; i++) {
    const part = p[i] as string;
    const seg = s[i] as string;
    if (part.startsWith(':')) params.push(decodeURIComponent(seg));
    else if (part !== seg) return null;
  }
  return params;
}
