import { type FakeReply, type FakeServer, fakeId, matchPath, type RecordedRequest, startFakeServer } from './fake-server.ts';

/**
 * A local stand-in for the Stripe API (the endpoints our adapter calls): form-encoded requests with bracket
 * notation, `{ error: { type, code, message } }` errors, bearer-key auth, `expand[]`. Tests point the official SDK
 * at it (`host`, `port`, `protocol`), then settle payments with `paySubscription` / `payPaymentIntent` and build the
 * events Stripe would send from the objects it holds, so metadata travels exactly as the adapter sent it.
 */

// biome-ignore lint/suspicious/noExplicitAny: fake objects mirror Stripe's loosely typed JSON
type Json = any;

export interface FakeStripeApi extends FakeServer {
  secretKey: string;
  customers: Map<string, Json>;
  prices: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  /** The newest request with this method whose path starts with `pathPrefix`. */
  lastRequest(method: string, pathPrefix: string): RecordedRequest | undefined;
  /** The first invoice of a subscription is paid: invoice paid, subscription active. */
  paySubscription(subscriptionId: string): { subscription: Json; invoice: Json };
  /** The invoice payment is declined: invoice stays open, an incomplete subscription stays incomplete, an active one goes past_due. */
  failSubscriptionPayment(subscriptionId: string): { subscription: Json; invoice: Json };
  payPaymentIntent(paymentIntentId: string): Json;
  failPaymentIntent(paymentIntentId: string): Json;
}

export async function startFakeStripeApi(options: { secretKey?: string } = {}): Promise<FakeStripeApi> {
  const secretKey = options.secretKey ?? 'sk_test_fake_0123456789';
  const customers = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();

  const withInvoice = (sub: Json, expand: string[]) => {
    const copy = structuredClone(sub);
    if (expand.some((e) => e === 'latest_invoice' || e.startsWith('latest_invoice.'))) {
      const invoice = structuredClone(invoices.get(sub.latest_invoice));
      if (!expand.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret;
      copy.latest_invoice = invoice;
    }
    return copy;
  };

  const handle = (req: RecordedRequest): FakeReply => {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, undefined, `Invalid API Key provided: ${String(req.headers.authorization ?? '').slice(7, 15)}****`);
    }
    const body = req.body ?? {};
    const expand: string[] = Array.isArray(body.expand) ? body.expand : [];

    if (req.method === 'POST' && req.path === '/v1/customers') {
      const customer = {
        id: fakeId('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        address: body.address ?? null,
        metadata: body.metadata ?? {},
        created: unix(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }

    if (req.method === 'GET' && req.path === '/v1/prices') {
      const q = parseForm(req.query.toString());
      const keys: string[] = Array.isArray(q.lookup_keys) ? q.lookup_keys : [];
      const data = [...prices.values()].filter((p) => p.active && (!keys.length || keys.includes(p.lookup_key)));
      return ok({ object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (req.method === 'POST' && req.path === '/v1/prices') {
      if (!body.currency) return missing('currency');
      if (body.unit_amount === undefined) return missing('unit_amount');
      if (!body.product && !body.product_data?.name) return missing('product');
      const existing = body.lookup_key ? [...prices.values()].find((p) => p.lookup_key === body.lookup_key) : undefined;
      if (existing && body.transfer_lookup_key !== 'true') {
        return error(400, 'lookup_key_exists', `A price (\`${existing.id}\`) already uses that lookup key.`, 'lookup_key');
      }
      if (existing) existing.lookup_key = null;
      const price = {
        id: fakeId('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: body.recurring
          ? { interval: body.recurring.interval, interval_count: Number(body.recurring.interval_count ?? 1), usage_type: 'licensed' }
          : null,
        type: body.recurring ? 'recurring' : 'one_time',
        product: body.product ?? fakeId('prod'),
        nickname: body.nickname ?? null,
        lookup_key: body.lookup_key ?? null,
        metadata: body.metadata ?? {},
        created: unix(),
        livemode: false,
      };
      prices.set(price.id, price);
      return ok(price);
    }

    if (req.method === 'POST' && req.path === '/v1/subscriptions') {
      if (!body.customer) return missing('customer');
      if (!customers.has(body.customer)) return noSuch('customer', body.customer, 'customer');
      if (!Array.isArray(body.items) || !body.items.length) return missing('items');
      const items: Json[] = [];
      for (const item of body.items) {
        const price = prices.get(item.price);
        if (!price) return noSuch('price', item.price, 'items[0][price]');
        if (!price.recurring)
          return error(
            400,
            undefined,
            'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
            'items[0][price]',
          );
        items.push(price);
      }
      const start = unix();
      const end = addInterval(start, items[0].recurring.interval, items[0].recurring.interval_count);
      const sub: Json = {
        id: fakeId('sub'),
        object: 'subscription',
        customer: body.customer,
        status: body.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        metadata: body.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        start_date: start,
        collection_method: 'charge_automatically',
        payment_settings: body.payment_settings ?? null,
        livemode: false,
        items: {
          object: 'list',
          data: items.map((price) => subscriptionItem(price, start, end)),
          has_more: false,
          url: '/v1/subscription_items',
        },
        latest_invoice: null,
      };
      sub.items.data.forEach((i: Json) => {
        i.subscription = sub.id;
      });
      const amount = items.reduce((s, p) => s + p.unit_amount, 0);
      const pi = fakeId('pi');
      const invoice = {
        id: fakeId('in'),
        object: 'invoice',
        customer: body.customer,
        status: 'open',
        currency: items[0].currency,
        amount_due: amount,
        amount_paid: 0,
        amount_remaining: amount,
        billing_reason: 'subscription_create',
        created: start,
        period_start: start,
        period_end: start,
        lines: {
          object: 'list',
          data: items.map((price) => ({
            id: fakeId('il'),
            object: 'line_item',
            amount: price.unit_amount,
            currency: price.currency,
            period: { start, end },
            pricing: { type: 'price_details', price_details: { price: price.id, product: price.product } },
          })),
          has_more: false,
        },
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: sub.id, metadata: sub.metadata },
        },
        status_transitions: { finalized_at: start, paid_at: null, voided_at: null, marked_uncollectible_at: null },
        confirmation_secret: { type: 'payment_intent', client_secret: `${pi}_secret_${fakeId('s').slice(2)}` },
        livemode: false,
      };
      invoices.set(invoice.id, invoice);
      sub.latest_invoice = invoice.id;
      subscriptions.set(sub.id, sub);
      return ok(withInvoice(sub, expand));
    }

    let m = matchPath('/v1/subscriptions/:id', req.path);
    if (m) {
      const sub = subscriptions.get(m[0] as string);
      if (!sub) return noSuch('subscription', m[0] as string, 'id');
      if (req.method === 'GET') return ok(withInvoice(sub, expand));
      if (req.method === 'DELETE') {
        if (sub.status === 'canceled') return error(400, 'resource_missing', `No such subscription: '${sub.id}'`, 'id');
        sub.status = 'canceled';
        sub.canceled_at = unix();
        sub.ended_at = sub.canceled_at;
        return ok(withInvoice(sub, expand));
      }
      if (req.method === 'POST') {
        if (sub.status === 'canceled') {
          return error(400, undefined, 'A canceled subscription can only update its cancellation_details and metadata.');
        }
        if (body.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
          sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
          sub.canceled_at = sub.cancel_at_period_end ? unix() : null;
        }
        if (body.items !== undefined) {
          for (const item of body.items) {
            const existing = sub.items.data.find((i: Json) => i.id === item.id);
            if (item.id && !existing) return noSuch('subscription_item', item.id, 'items[0][id]');
            const price = prices.get(item.price);
            if (!price) return noSuch('price', item.price, 'items[0][price]');
            if (existing) existing.price = price;
            else
              sub.items.data.push({
                ...subscriptionItem(price, unix(), addInterval(unix(), price.recurring.interval, 1)),
                subscription: sub.id,
              });
          }
        }
        if (body.metadata) sub.metadata = { ...sub.metadata, ...body.metadata };
        return ok(withInvoice(sub, expand));
      }
    }

    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      if (body.amount === undefined) return missing('amount');
      if (!body.currency) return missing('currency');
      if (body.customer && !customers.has(body.customer)) return noSuch('customer', body.customer, 'customer');
      const id = fakeId('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency,
        customer: body.customer ?? null,
        description: body.description ?? null,
        receipt_email: body.receipt_email ?? null,
        metadata: body.metadata ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${fakeId('s').slice(2)}`,
        automatic_payment_methods: body.automatic_payment_methods ? { enabled: body.automatic_payment_methods.enabled === 'true' } : null,
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        created: unix(),
        livemode: false,
      };
      paymentIntents.set(id, intent);
      return ok(intent);
    }
    if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer)) return noSuch('customer', body.customer, 'customer');
      const id = fakeId('bps');
      return ok({
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        flow: body.flow_data ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    m = matchPath('/v1/payment_intents/:id', req.path);
    if (m && req.method === 'GET') {
      const intent = paymentIntents.get(m[0] as string);
      return intent ? ok(intent) : noSuch('payment_intent', m[0] as string, 'intent');
    }

    return error(404, undefined, `Unrecognized request URL (${req.method}: ${req.path}).`);
  };

  const server = await startFakeServer(handle, (raw) => parseForm(raw));

  const settle = (subscriptionId: string, paid: boolean) => {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    const invoice = invoices.get(sub.latest_invoice);
    if (paid) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.status_transitions.paid_at = unix();
      sub.status = 'active';
    } else {
      invoice.attempt_count = (invoice.attempt_count ?? 0) + 1;
      if (sub.status === 'active') sub.status = 'past_due';
    }
    const inv = structuredClone(invoice);
    delete inv.confirmation_secret;
    return { subscription: structuredClone(sub), invoice: inv };
  };

  return {
    ...server,
    secretKey,
    customers,
    prices,
    subscriptions,
    invoices,
    paymentIntents,
    lastRequest: (method, pathPrefix) => server.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).at(-1),
    paySubscription: (id) => settle(id, true),
    failSubscriptionPayment: (id) => settle(id, false),
    payPaymentIntent(id) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`unknown payment intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.payment_method = fakeId('pm');
      intent.latest_charge = fakeId('ch');
      return structuredClone(intent);
    },
    failPaymentIntent(id) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`unknown payment intent ${id}`);
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      return structuredClone(intent);
    },
  };
}

/** A Stripe event as delivered to a webhook endpoint (sign it with `stripe.webhooks.generateTestHeaderString`). */
export function stripeEvent(type: string, object: Json, id = fakeId('evt')): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: unix(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** Parses Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((seg, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] as string);
      const k = Array.isArray(node) ? Number(seg) : seg;
      if (last) node[k] = value;
      else {
        node[k] ??= nextIsIndex ? [] : {};
        node = node[k];
      }
    });
  }
  return root;
}

const unix = () => Math.floor(Date.now() / 1000);

function addInterval(start: number, interval: string, count = 1): number {
  const d = new Date(start * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + count);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else d.setUTCDate(d.getUTCDate() + count);
  return Math.floor(d.getTime() / 1000);
}

function subscriptionItem(price: Json, start: number, end: number): Json {
  return {
    id: fakeId('si'),
    object: 'subscription_item',
    price,
    quantity: 1,
    current_period_start: start,
    current_period_end: end,
    metadata: {},
    created: start,
  };
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });

function error(status: number, code: string | undefined, message: string, param?: string): FakeReply {
  return { status, body: { error: { type: 'invalid_request_error', code, message, param } } };
}

const missing = (param: string) => error(400, 'parameter_missing', `Missing required param: ${param}.`, param);
const noSuch = (kind: string, id: string, param: string) => error(404, 'resource_missing', `No such ${kind}: '${id}'`, param);
