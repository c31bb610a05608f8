import { createHmac } from 'node:crypto';
import { type FakeReply, type FakeServer, fakeId, matchPath, type RecordedRequest, startFakeServer } from './fake-server.ts';

/**
 * A local stand-in for the Paddle Billing API (the endpoints our adapter calls), speaking Paddle's JSON shapes:
 * `{ data, meta }` envelopes, `{ error: { type, code, detail } }` errors, bearer-key auth. Tests point the official
 * SDK at it, then "pay" a checkout with `completeTransaction` and build the webhook Paddle would send from the
 * entities it holds, so custom_data travels exactly as the adapter sent it.
 */

// biome-ignore lint/suspicious/noExplicitAny: fake entities mirror Paddle's loosely typed JSON
type Json = any;

export interface FakePaddleApi extends FakeServer {
  apiKey: string;
  transactions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The newest request with this method whose path starts with `pathPrefix`. */
  lastRequest(method: string, pathPrefix: string): RecordedRequest | undefined;
  /** The buyer pays: the transaction completes, and a recurring one starts a subscription. */
  completeTransaction(
    transactionId: string,
    card?: { type: string; last4: string; expiryMonth: number; expiryYear: number },
  ): { transaction: Json; subscription: Json | null };
  /** The buyer's card is declined. */
  failTransaction(transactionId: string): Json;
}

export const FAKE_PADDLE_CHECKOUT_URL = 'https://pay.example.test/checkout';

export async function startFakePaddleApi(options: { apiKey?: string; checkoutUrl?: string } = {}): Promise<FakePaddleApi> {
  const apiKey = options.apiKey ?? 'pdl_sdbx_apikey_fake_0123456789';
  const checkoutUrl = options.checkoutUrl ?? FAKE_PADDLE_CHECKOUT_URL;
  const transactions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();

  const handle = (req: RecordedRequest): FakeReply => {
    const auth = req.headers.authorization;
    if (!auth) return error(401, 'authentication_missing', 'Authentication header missing');
    if (auth !== `Bearer ${apiKey}` && auth !== `bearer ${apiKey}`) return error(403, 'forbidden', 'You do not have permission');

    if (req.method === 'POST' && req.path === '/transactions') {
      const body = req.body ?? {};
      const items = readItems(body.items);
      if (typeof items === 'string') return error(400, 'bad_request', items);
      const txn = newTransaction(items, body, checkoutUrl);
      transactions.set(txn.id, txn);
      return ok(txn);
    }
    let m = matchPath('/transactions/:id', req.path);
    if (m && req.method === 'GET') {
      const txn = transactions.get(m[0] as string);
      return txn ? ok(txn) : notFound(m[0] as string);
    }
    m = matchPath('/subscriptions/:id', req.path);
    if (m) {
      const sub = subscriptions.get(m[0] as string);
      if (!sub) return notFound(m[0] as string);
      if (req.method === 'GET') return ok(sub);
      if (req.method === 'PATCH') {
        const body = req.body ?? {};
        if (body.items !== undefined) {
          if (!body.proration_billing_mode) return error(400, 'bad_request', 'proration_billing_mode is required when changing items');
          const items = readItems(body.items);
          if (typeof items === 'string') return error(400, 'bad_request', items);
          sub.items = items.map((price) => subscriptionItem(price, sub.current_billing_period));
          sub.billing_cycle = items[0]?.billing_cycle ?? sub.billing_cycle;
        }
        if (body.custom_data !== undefined) sub.custom_data = body.custom_data;
        // Paddle removes a scheduled change (a cancellation at the period end) when it is sent as null.
        if (body.scheduled_change === null) sub.scheduled_change = null;
        sub.updated_at = now();
        return ok(sub);
      }
    }
    m = matchPath('/subscriptions/:id/update-payment-method-transaction', req.path);
    if (m && req.method === 'GET') {
      const sub = subscriptions.get(m[0] as string);
      if (!sub) return notFound(m[0] as string);
      const txn = newTransaction(
        [],
        { customer_id: sub.customer_id, address_id: sub.address_id, currency_code: sub.currency_code },
        checkoutUrl,
      );
      txn.subscription_id = sub.id;
      txn.origin = 'subscription_payment_method_change';
      transactions.set(txn.id, txn);
      return ok(txn);
    }
    m = matchPath('/subscriptions/:id/cancel', req.path);
    if (m && req.method === 'POST') {
      const sub = subscriptions.get(m[0] as string);
      if (!sub) return notFound(m[0] as string);
      const effectiveFrom = req.body?.effective_from ?? 'next_billing_period';
      if (effectiveFrom === 'immediately') {
        sub.status = 'canceled';
        sub.canceled_at = now();
        sub.scheduled_change = null;
        sub.next_billed_at = null;
        sub.current_billing_period = null;
      } else if (effectiveFrom === 'next_billing_period') {
        sub.scheduled_change = { action: 'cancel', effective_at: sub.current_billing_period?.ends_at ?? now(), resume_at: null };
      } else {
        return error(400, 'bad_request', `Invalid effective_from: ${effectiveFrom}`);
      }
      sub.updated_at = now();
      return ok(sub);
    }
    return error(404, 'not_found', `No route ${req.method} ${req.path}`);
  };

  const server = await startFakeServer(handle, (raw) => JSON.parse(raw));
  return {
    ...server,
    apiKey,
    transactions,
    subscriptions,
    lastRequest: (method, pathPrefix) => server.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).at(-1),
    completeTransaction(transactionId, card = { type: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2031 }) {
      const txn = transactions.get(transactionId);
      if (!txn) throw new Error(`unknown transaction ${transactionId}`);
      const at = now();
      txn.status = 'completed';
      txn.billed_at = at;
      txn.updated_at = at;
      txn.invoice_id = fakeId('inv');
      txn.invoice_number = `${new Date().getFullYear()}-${String(transactions.size).padStart(5, '0')}`;
      txn.payments.unshift(paymentAttempt(txn, 'captured', card, at));
      let sub: Json | null = null;
      const recurring = txn.items.find((i: Json) => i.price.billing_cycle);
      if (recurring) {
        const cycle = recurring.price.billing_cycle;
        const period = { starts_at: at, ends_at: addInterval(at, cycle.interval, cycle.frequency) };
        sub = {
          id: fakeId('sub'),
          status: 'active',
          customer_id: fakeId('ctm'),
          address_id: fakeId('add'),
          business_id: null,
          currency_code: txn.currency_code,
          created_at: at,
          updated_at: at,
          started_at: at,
          first_billed_at: at,
          next_billed_at: period.ends_at,
          paused_at: null,
          canceled_at: null,
          discount: null,
          collection_mode: 'automatic',
          billing_details: null,
          current_billing_period: period,
          billing_cycle: cycle,
          scheduled_change: null,
          items: txn.items.map((i: Json) => subscriptionItem(i.price, period)),
          custom_data: txn.custom_data,
          management_urls: { update_payment_method: null, cancel: 'https://pay.example.test/cancel' },
          import_meta: null,
        };
        subscriptions.set(sub.id, sub);
        txn.subscription_id = sub.id;
        txn.billing_period = period;
        txn.customer_id = sub.customer_id;
        txn.address_id = sub.address_id;
      }
      return { transaction: structuredClone(txn), subscription: sub ? structuredClone(sub) : null };
    },
    failTransaction(transactionId) {
      const txn = transactions.get(transactionId);
      if (!txn) throw new Error(`unknown transaction ${transactionId}`);
      const at = now();
      txn.status = 'ready';
      txn.updated_at = at;
      txn.payments.unshift({ ...paymentAttempt(txn, 'error', null, at), error_code: 'declined', captured_at: null });
      return structuredClone(txn);
    },
  };
}

/** A Paddle notification as delivered to a webhook endpoint. */
export function paddleEvent(eventType: string, data: Json, eventId = fakeId('evt')): string {
  return JSON.stringify({ event_id: eventId, event_type: eventType, occurred_at: now(), notification_id: fakeId('ntf'), data });
}

/** The Paddle-Signature header: `ts=<unix seconds>;h1=<HMAC-SHA256 of "ts:body" with the endpoint secret>`. */
export function paddleSignature(rawBody: string, secret: string, ts = Math.floor(Date.now() / 1000)): string {
  const h1 = createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest('hex');
  return `ts=${ts};h1=${h1}`;
}

const now = () => new Date().toISOString();

function addInterval(iso: string, interval: string, frequency = 1): string {
  const d = new Date(iso);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + frequency);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + frequency);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * frequency);
  else d.setUTCDate(d.getUTCDate() + frequency);
  return d.toISOString();
}

const ok = (data: unknown): FakeReply => ({ status: 200, body: { data, meta: { request_id: fakeId('req') } } });

function error(status: number, code: string, detail: string): FakeReply {
  return {
    status,
    body: {
      error: { type: 'request_error', code, detail, documentation_url: `https://developer.paddle.com/v1/errors/shared/${code}` },
      meta: { request_id: fakeId('req') },
    },
  };
}

const notFound = (id: string) => error(404, 'not_found', `Entity ${id} not found`);

/** Validates request items the way Paddle does for the fields we use; returns the full price objects or a message. */
function readItems(items: Json): Json[] | string {
  if (!Array.isArray(items) || items.length === 0) return 'items: at least one item is required';
  const prices: Json[] = [];
  for (const [i, item] of items.entries()) {
    if (typeof item?.quantity !== 'number' || item.quantity < 1) return `items[${i}].quantity: must be at least 1`;
    if (item.price_id) {
      if (!/^pri_\w+$/.test(item.price_id)) return `items[${i}].price_id: invalid Paddle ID`;
      prices.push(catalogPrice(item.price_id));
      continue;
    }
    const p = item.price;
    if (!p) return `items[${i}]: price_id or price is required`;
    if (!p.description) return `items[${i}].price.description: required`;
    if (!/^\d+$/.test(String(p.unit_price?.amount ?? ''))) return `items[${i}].price.unit_price.amount: must be a string of digits`;
    if (!/^[A-Z]{3}$/.test(String(p.unit_price?.currency_code ?? ''))) return `items[${i}].price.unit_price.currency_code: invalid`;
    if (!p.product_id && !p.product?.name) return `items[${i}].price: product_id or product.name is required`;
    if (p.product && !['standard', 'digital-goods', 'saas'].includes(p.product.tax_category))
      return `items[${i}].price.product.tax_category: invalid`;
    if (p.billing_cycle && !['day', 'week', 'month', 'year'].includes(p.billing_cycle.interval))
      return `items[${i}].price.billing_cycle.interval: invalid`;
    const at = now();
    prices.push({
      id: fakeId('pri'),
      product_id: p.product_id ?? fakeId('pro'),
      type: 'custom',
      description: p.description,
      name: p.name ?? null,
      billing_cycle: p.billing_cycle ?? null,
      trial_period: null,
      tax_mode: p.tax_mode ?? 'account_setting',
      unit_price: { amount: String(p.unit_price.amount), currency_code: p.unit_price.currency_code },
      unit_price_overrides: [],
      quantity: { minimum: 1, maximum: 1 },
      status: 'active',
      custom_data: p.custom_data ?? null,
      import_meta: null,
      created_at: at,
      updated_at: at,
      product: p.product ? { id: fakeId('pro'), name: p.product.name, tax_category: p.product.tax_category, type: 'custom' } : undefined,
    });
  }
  return prices;
}

/** Catalog prices the fake pretends to have: any well-formed id, $49.00 a month. */
function catalogPrice(id: string): Json {
  const at = now();
  return {
    id,
    product_id: 'pro_catalog',
    type: 'standard',
    description: 'Catalog price',
    name: 'Catalog',
    billing_cycle: { interval: 'month', frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: '4900', currency_code: 'USD' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: at,
    updated_at: at,
  };
}

function newTransaction(prices: Json[], body: Json, checkoutUrl: string): Json {
  const at = now();
  const id = fakeId('txn');
  const currency = body.currency_code ?? prices[0]?.unit_price.currency_code ?? 'USD';
  const subtotal = prices.reduce((sum, p) => sum + Number(p.unit_price.amount), 0);
  const totals = {
    subtotal: String(subtotal),
    discount: '0',
    tax: '0',
    total: String(subtotal),
    credit: '0',
    credit_to_balance: '0',
    balance: String(subtotal),
    grand_total: String(subtotal),
    grand_total_tax: '0',
    fee: null,
    earnings: null,
    currency_code: currency,
  };
  return {
    id,
    status: body.customer_id && body.address_id ? 'ready' : 'draft',
    customer_id: body.customer_id ?? null,
    address_id: body.address_id ?? null,
    business_id: null,
    custom_data: body.custom_data ?? null,
    origin: 'api',
    collection_mode: body.collection_mode ?? 'automatic',
    subscription_id: null,
    invoice_id: null,
    invoice_number: null,
    billing_details: null,
    billing_period: null,
    currency_code: currency,
    discount_id: null,
    created_at: at,
    updated_at: at,
    billed_at: null,
    revised_at: null,
    items: prices.map((price) => ({ price: { ...price, product: undefined }, quantity: 1, proration: null })),
    details: {
      tax_rates_used: [],
      totals,
      adjusted_totals: { ...totals, fee: '0', earnings: '0' },
      payout_totals: null,
      adjusted_payout_totals: null,
      line_items: prices.map((price) => ({
        id: fakeId('txnitm'),
        price_id: price.id,
        quantity: 1,
        proration: null,
        tax_rate: '0',
        unit_totals: { subtotal: price.unit_price.amount, discount: '0', tax: '0', total: price.unit_price.amount },
        totals: { subtotal: price.unit_price.amount, discount: '0', tax: '0', total: price.unit_price.amount },
        product: price.product ?? null,
      })),
    },
    payments: [],
    checkout: { url: `${checkoutUrl}?_ptxn=${id}` },
  };
}

function subscriptionItem(price: Json, period: Json): Json {
  const at = now();
  return {
    status: 'active',
    quantity: 1,
    recurring: Boolean(price.billing_cycle),
    created_at: at,
    updated_at: at,
    previously_billed_at: period?.starts_at ?? null,
    next_billed_at: period?.ends_at ?? null,
    trial_dates: null,
    price: { ...price, product: undefined },
    product: price.product ?? { id: price.product_id, name: price.name ?? 'Product', tax_category: 'standard', type: 'custom' },
  };
}

function paymentAttempt(txn: Json, status: string, card: Json, at: string): Json {
  return {
    payment_attempt_id: fakeId('pa'),
    stored_payment_method_id: fakeId('spm'),
    payment_method_id: fakeId('paymtd'),
    amount: txn.details.totals.grand_total,
    status,
    error_code: null,
    method_details: card
      ? {
          type: 'card',
          card: {
            type: card.type,
            last4: card.last4,
            expiry_month: card.expiryMonth,
            expiry_year: card.expiryYear,
            cardholder_name: 'Ada Lovelace',
          },
        }
      : null,
    created_at: at,
    captured_at: status === 'captured' ? at : null,
  };
}
