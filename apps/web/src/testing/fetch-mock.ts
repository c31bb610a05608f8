import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  /** The query string, e.g. "?page=2" ("" without one). */
  query: string;
  body: unknown;
  headers: Record<string, string>;
}

export type MockReply =
  | { status?: number; body?: unknown; text?: string }
  | 'network-error'
  | ((call: MockCall) => MockReply | Promise<MockReply>);

/** A JSON body parsed; a file (Blob) kept as it is, for the test to read. */
function bodyOf(body: BodyInit | null | undefined): unknown {
  if (!body) return undefined;
  if (body instanceof Blob) return body;
  return JSON.parse(String(body));
}

/**
 * A fetch stand-in keyed by "METHOD /path" (without /api). A route may hold one reply, or a
 * list answered in turn (the last one repeats). Unknown routes answer 404.
 */
export function mockFetch(routes: Record<string, MockReply | MockReply[]>) {
  const calls: MockCall[] = [];
  const counters = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const call: MockCall = { method, path, query: url.search, body: bodyOf(init?.body), headers };
    calls.push(call);
    const key = `${method} ${path}`;
    const entry = routes[key];
    let reply: MockReply | undefined;
    if (Array.isArray(entry)) {
      const index = counters.get(key) ?? 0;
      counters.set(key, index + 1);
      reply = entry[Math.min(index, entry.length - 1)];
    } else {
      reply = entry;
    }
    while (typeof reply === 'function') reply = await reply(call);
    if (reply === undefined) reply = { status: 404, body: { success: false, message: 'Not found' } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

export const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
/** A failed answer as the server sends it; `codes` adds its `code` and `field_codes`. */
export const fail = (
  status: number,
  message?: string,
  errors?: Record<string, string>,
  codes?: { code?: string; field_codes?: Record<string, string> },
) => ({
  status,
  body: { success: false, ...(message ? { message } : {}), ...(errors ? { errors } : {}), ...codes },
});
