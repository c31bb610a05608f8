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

/** The create-subscription payload of a free trial (spec 01 §7), for the trial package `packageId`. */
export function trialPayload(packageId: string, priceId?: string) {
  return {
    subscription_type: 'trial',
    package_id: packageId,
    ...(priceId ? { price_id: priceId } : {}),
    company: { name: 'Acme Hiring', size: '11-50', country: 'US' },
    billing_contact: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '', position: 'Head of Talent' },
    team_context: { industry: 'technology', intended_use: 'hiring', expected_user_count: 6, interested_features: ['ai-questions'] },
    company_details: { website: 'acme.example.com', description: 'We build things.' },
  };
}

/**
 * Starts the free trial of the caller's company through the real API (POST
 * /api/app/subscriptions/create), so gated features can be used in tests. Returns the response data.
 */
export async function startTrial(app: FastifyInstance, token: string) {
  const packages = await call(app, 'GET', '/api/app/app-products/packages', { token });
  if (packages.status !== 200) throw new Error(`packages: ${packages.status} ${JSON.stringify(packages.body)}`);
  const trial = packages.body.data.find((p: { package: { tier: string } }) => p.package.tier === 'trial');
  if (!trial) throw new Error('no trial package seeded');
  const res = await call(app, 'POST', '/api/app/subscriptions/create', {
    token,
    body: trialPayload(trial.package.id, trial.prices[0]?.id),
  });
  if (res.status !== 201) throw new Error(`start trial: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
