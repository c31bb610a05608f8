import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat endpoint for tests and demos: `POST /chat/completions` answers
 * with scripted replies, in order, and records every request it received. It listens on
 * 127.0.0.1 on a free port and never reaches the network.
 */

/** One scripted reply. */
export type FakeReply =
  /** A chat completion whose message content is this object, serialised as JSON. */
  | { json: unknown; delayMs?: number }
  /** A chat completion whose message content is this raw text (e.g. broken JSON); finish_reason "length" for a cut-off answer. */
  | { content: string; delayMs?: number; finishReason?: 'stop' | 'length' }
  /** An HTTP error with an OpenAI-style error body. */
  | { status: number; message?: string; headers?: Record<string, string>; delayMs?: number }
  /** Never answers (until the server closes): for timeouts. */
  | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body: model, messages, response_format, ... */
  body: {
    model?: string;
    messages?: { role: string; content: unknown }[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
    [key: string]: unknown;
  };
  receivedAt: number;
}

export interface FakeOpenAiServer {
  /** Base URL to use as AI_BASE_URL, e.g. http://127.0.0.1:40123/v1 */
  url: string;
  requests: RecordedRequest[];
  /** Appends replies to the script. */
  reply(...replies: FakeReply[]): void;
  /** Replies still unused. */
  pending(): number;
  close(): Promise<void>;
}

export interface FakeOpenAiServerOptions {
  /** Replies to start with. */
  replies?: FakeReply[];
  /** Answers requests once the script is used up; without it they get a 500. */
  fallback?: (request: RecordedRequest) => FakeReply;
}

const BASE_PATH = '/v1';

export async function startFakeOpenAiServer(options: FakeOpenAiServerOptions = {}): Promise<FakeOpenAiServer> {
  const script: FakeReply[] = [...(options.replies ?? [])];
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method !== 'POST' || path !== `${BASE_PATH}/chat/completions`) {
        sendJson(res, 404, { error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' } });
        return;
      }
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      } catch {
        sendJson(res, 400, { error: { message: 'Request body is not JSON', type: 'invalid_request_error' } });
        return;
      }
      const recorded: RecordedRequest = { method: req.method, path, headers: req.headers, body, receivedAt: Date.now() };
      requests.push(recorded);
      const next = script.shift() ?? options.fallback?.(recorded) ?? { status: 500, message: 'The fake server has no scripted reply left' };
      answer(res, next, body.model ?? 'unknown');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${BASE_PATH}`,
    requests,
    reply: (...replies) => script.push(...replies),
    pending: () => script.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function answer(res: ServerResponse, reply: FakeReply, model: string) {
  if ('hang' in reply) return;
  const send = () => {
    if (res.destroyed) return;
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify({ error: { message: reply.message ?? `Scripted error ${reply.status}`, type: 'server_error', code: null } }));
      return;
    }
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
    sendJson(res, 200, chatCompletion(content, model, 'finishReason' in reply ? reply.finishReason : 'stop'));
  };
  if (reply.delayMs) setTimeout(send, reply.delayMs);
  else send();
}

/** The body of a non-streaming chat completion, as OpenAI sends it. */
export function chatCompletion(content: string, model: string, finishReason: 'stop' | 'length' = 'stop') {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 100, completion_tokens: Math.ceil(content.length / 4), total_tokens: 100 + Math.ceil(content.length / 4) },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
