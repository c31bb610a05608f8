import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaddleApi, type FakePaddleApi, paddleEvent, paddleSignature } from '../fakes/paddle-api.ts';
import { type FakeStripeApi, startFakeStripeApi, stripeEvent } from '../fakes/stripe-api.ts';
import { createTestApp, dbTargets, type TestApp } from '../harness.ts';
import { FULL } from './budget.ts';

const PADDLE_SECRET = 'pdl_ntfset_01hardening_secret';
const STRIPE_SECRET = 'whsec_hardening_secret';
const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

/**
 * Forged and replayed webhooks: every forgery is 400 and changes nothing, a replay is recorded
 * once, and signed bodies of any shape never answer 5xx. Signatures do not depend on the
 * database: `npm test` runs this on the embedded one, `npm run test:hardening` on both.
 */
describe.each(FULL ? dbTargets : (['pglite'] as const))('webhook forgery and replay on %s', (target) => {
  let t: TestApp;
  let paddle: FakePaddleApi;
  let stripe: FakeStripeApi;
  beforeAll(async () => {
    paddle = await startFakePaddleApi();
    stripe = await startFakeStripeApi();
    t = await createTestApp(target, {
      PADDLE_API_KEY: paddle.apiKey,
      PADDLE_WEBHOOK_SECRET: PADDLE_SECRET,
      PADDLE_API_URL: paddle.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await paddle?.close();
    await stripe?.close();
  });

  const post = (processor: string, payload: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${processor}`,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const paddleSigned = (body: string, ts = now(), secret = PADDLE_SECRET) => ({ 'paddle-signature': paddleSignature(body, secret, ts) });
  const stripeSigned = (body: string, timestamp = now(), secret = STRIPE_SECRET) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }),
  });

  it('refuses forged, tampered, and hour-old or hour-ahead signatures with 400', async () => {
    const p = paddleEvent('subscription.activated', { id: 'sub_x', status: 'active', custom_data: { subscription_id: 'x' } });
    const s = stripeEvent('customer.subscription.updated', { id: 'sub_x', object: 'subscription', status: 'active', metadata: {} });
    const forgeries: [string, string, Record<string, string>][] = [
      ['paddle', p, {}],
      ['paddle', p, { 'paddle-signature': 'ts=1;h1=00' }],
      ['paddle', p, paddleSigned(p, now(), 'pdl_ntfset_wrong')],
      ['paddle', p, paddleSigned(p, now() - HOUR)],
      ['paddle', p, paddleSigned(p, now() + HOUR)],
      ['paddle', p.replace('active', 'paused'), paddleSigned(p)],
      ['stripe', s, {}],
      ['stripe', s, { 'stripe-signature': 't=1,v1=00' }],
      ['stripe', s, stripeSigned(s, now(), 'whsec_wrong')],
      ['stripe', s, stripeSigned(s, now() - HOUR)],
      ['stripe', s, stripeSigned(s, now() + HOUR)],
      ['stripe', s.replace('active', 'canceled'), stripeSigned(s)],
    ];
    for (const [processor, body, headers] of forgeries) {
      const res = await post(processor, body, headers);
      expect(res.statusCode, `${processor} ${JSON.stringify(headers)}`).toBe(400);
    }
    // Unknown processors are not found, not a crash.
    expect((await post('paypal', p, paddleSigned(p))).statusCode).toBe(404);
  });

  it('records a replayed event once', async () => {
    const body = paddleEvent('customer.created', { id: 'ctm_1', email: 'ada@example.com' });
    const first = await post('paddle', body, paddleSigned(body));
    const again = await post('paddle', body, paddleSigned(body, now() - 60));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.outcome).not.toBe('applied');
  });

  it('never answers 5xx to a correctly signed body of any shape', async () => {
    const shapes: unknown[] = [
      {},
      [],
      null,
      'text',
      { event_type: 'subscription.updated' },
      { event_type: 'subscription.updated', data: null },
      { event_type: 'transaction.completed', event_id: 'evt_1', data: { id: 'txn', custom_data: { subscription_id: '\u0000' } } },
      {
        event_type: 'subscription.created',
        event_id: 'evt_2',
        data: { id: 'sub', status: 'active', custom_data: { subscription_id: 'not-a-uuid' } },
      },
      {
        id: 'evt_3',
        type: 'invoice.paid',
        data: { object: { id: 'in_1', parent: { subscription_details: { metadata: { subscription_id: 42 } } } } },
      },
      { id: 'evt_4', type: 'customer.subscription.updated', data: { object: { id: 'sub', status: 'bogus', items: 'x' } } },
      { id: 'evt_5', type: 'customer.subscription.deleted', created: -1, data: {} },
    ];
    const failures: string[] = [];
    for (const shape of shapes) {
      const body = JSON.stringify(shape);
      for (const [processor, headers] of [
        ['paddle', paddleSigned(body)],
        ['stripe', stripeSigned(body)],
      ] as const) {
        const res = await post(processor, body, headers);
        if (res.statusCode >= 500) failures.push(`${processor} ${body} → ${res.statusCode}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
