import type { FastifyInstance } from 'fastify';

export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test responses are read loosely and asserted field by field
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

/** A JSON call through Fastify's inject, as a client would make it. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<JsonResponse> {
  const res = await app.inject({
    method,
    url,
    payload: options.body as never,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip,
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // not JSON; keep the text
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** The newest mail to an address in the development mailbox, and the first link in it. */
export async function lastMailTo(app: FastifyInstance, to: string): Promise<{ subject: string; text: string; link: string } | undefined> {
  const res = await call(app, 'GET', '/api/dev/mailbox');
  const mail = res.body.data.items.find((m: { to: string }) => m.to === to);
  if (!mail) return undefined;
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
  return { subject: mail.subject, text: mail.text, link };
}

export const strongPassword = 'correct-horse-battery';

export function newUser(n = Math.random().toString(36).slice(2, 8)) {
  return { firstName: 'Ada', lastName: 'Lovelace', email: `ada.${n}@example.com`, password: strongPassword };
}
