import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BILLING_MESSAGES, BILLING_WEB_PATHS, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@hiring/shared/billing';
import { centsToAmount, formatPrice } from '@hiring/shared/pricing';
import { SANDBOX_CARD, SANDBOX_CHECKOUT_PATH, SANDBOX_NEW_CARD, SANDBOX_PAYMENT_METHOD_PATH } from '../../billing/sandbox.ts';
import { AppError } from '../../lib/errors.ts';
import type { BillingService } from './billing.service.ts';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
  .banner{background:#f59e0b;color:#111827;text-align:center;padding:10px 16px;font-weight:700;letter-spacing:.04em}
  main{max-width:480px;margin:40px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,23,42,.12);padding:28px}
  h1{font-size:1.35rem;margin:0 0 4px}
  p{line-height:1.5}
  .muted{color:#475569;font-size:.9rem;margin:0 0 20px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 16px}
  dt{color:#475569}
  dd{margin:0;text-align:right;font-weight:600}
  .total{display:flex;justify-content:space-between;gap:16px;border-top:1px solid #e2e8f0;padding-top:12px;margin:0 0 24px;font-size:1.1rem}
  .total strong{font-weight:700}
  .card-box{border:1px dashed #94a3b8;border-radius:8px;padding:12px 14px;margin:0 0 20px;font-size:.9rem;color:#334155}
  .actions{display:flex;gap:12px;flex-wrap:wrap}
  form{flex:1}
  button{width:100%;padding:12px 16px;border-radius:8px;border:0;font-size:1rem;font-weight:600;cursor:pointer}
  button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
  .pay{background:#16a34a;color:#fff}
  .pay:hover{background:#15803d}
  .fail{background:#fff;color:#b91c1c;border:1px solid #fca5a5}
  .fail:hover{background:#fef2f2}
  .back{display:inline-block;margin-top:20px;color:#2563eb}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} - Sandbox checkout (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">TEST MODE - sandbox checkout. No real payment is taken.</div>
<main><div class="card">${body}</div></main>
</body>
</html>`;
}

/**
 * The sandbox processor's checkout page (test mode): the browser arrives from the create form,
 * a person pays or fails the payment, and the result goes through the same code path as a
 * processor's webhook. Server-rendered, no scripts: plain forms that POST.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ billing: BillingService; appUrl: string }> = async (
  app,
  { billing, appUrl },
) => {
  // The buttons are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  const appOrigin = new URL(appUrl).origin;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The app's policy, with the web app's origin added to form-action: the POST redirects there.
      .header(
        'content-security-policy',
        `default-src 'self'; base-uri 'self'; font-src 'self' data:; form-action 'self' ${appOrigin}; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'`,
      )
      .send(body);
  const params = z.object({ token: z.string().max(100) });
  const backLink = `<a class="back" href="${esc(`${appUrl}${BILLING_WEB_PATHS.management}`)}">Back to subscription management</a>`;

  app.get('/checkout/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const view = await billing.findSandboxCheckout(request.params.token);
    if (!view)
      return html(
        reply,
        404,
        page('Checkout not found', `<h1>Checkout not found</h1><p>${esc(BILLING_MESSAGES.checkoutNotFound)}</p>${backLink}`),
      );
    const { sub, pkg, price } = view;
    if (sub.status !== 'pending') {
      const label = SUBSCRIPTION_STATUS_LABELS[sub.status as SubscriptionStatus] ?? sub.status;
      return html(
        reply,
        200,
        page(
          'Checkout closed',
          `<h1>This checkout is closed</h1><p class="muted">Subscription status: ${esc(label)}.</p><p>${esc(BILLING_MESSAGES.checkoutNotFound)}</p>${backLink}`,
        ),
      );
    }
    const amount = centsToAmount(sub.amountCents);
    const priceLabel = price.frequency === 'one_time' ? `${formatPrice(amount)} one-time` : formatPrice(amount, price.interval);
    const company = sub.billingDetails?.company.name ?? '';
    const email = sub.billingDetails?.email ?? '';
    const token = encodeURIComponent(request.params.token);
    const cancelUrl = billing.checkoutCancelUrl(sub);
    const card = `${SANDBOX_CARD.brand.toUpperCase()} ending ${SANDBOX_CARD.last4}, expires ${String(SANDBOX_CARD.expMonth).padStart(2, '0')}/${new Date().getUTCFullYear() + 3}`;
    return html(
      reply,
      200,
      page(
        `Pay for ${pkg.displayName}`,
        `<h1>Complete your purchase</h1>
<p class="muted">Sandbox payment processor. Choose the outcome you want to test.</p>
<dl>
  <dt>Plan</dt><dd>${esc(pkg.displayName)}</dd>
  <dt>Billing</dt><dd>${esc(price.displayName)}</dd>
  ${company ? `<dt>Company</dt><dd>${esc(company)}</dd>` : ''}
  ${email ? `<dt>Email</dt><dd>${esc(email)}</dd>` : ''}
</dl>
<p class="total"><span>Total due today</span><strong>${esc(priceLabel)}</strong></p>
<div class="card-box">Test card: ${esc(card)}</div>
<div class="actions">
  <form method="post" action="${SANDBOX_CHECKOUT_PATH}/${token}/pay"><button class="pay" type="submit">Pay ${esc(priceLabel)}</button></form>
  <form method="post" action="${SANDBOX_CHECKOUT_PATH}/${token}/fail"><button class="fail" type="submit">Fail payment</button></form>
</div>
<a class="back" href="${esc(cancelUrl)}">Cancel and return to the app</a>`,
      ),
    );
  });

  // The sandbox's "change card" page: what Stripe's portal or Paddle's card checkout does, in test mode.
  app.get('/payment-method/:token', { schema: { hide: true, params } }, async (request, reply) => {
    const view = await billing.findSandboxCheckout(request.params.token);
    if (!view || view.sub.isTrial || view.sub.status === 'pending')
      return html(
        reply,
        404,
        page('Subscription not found', `<h1>Subscription not found</h1><p>${esc(BILLING_MESSAGES.subscriptionNotFound)}</p>${backLink}`),
      );
    const token = encodeURIComponent(request.params.token);
    const now = view.sub.paymentMethod;
    const next = `${SANDBOX_NEW_CARD.brand.toUpperCase()} ending ${SANDBOX_NEW_CARD.last4}`;
    return html(
      reply,
      200,
      page(
        'Update payment method',
        `<h1>Update payment method</h1>
<p class="muted">Sandbox payment processor. No card details are entered in test mode.</p>
<dl>
  <dt>Plan</dt><dd>${esc(view.pkg.displayName)}</dd>
  <dt>Card on file</dt><dd>${esc(now ? `${now.brand.toUpperCase()} ending ${now.last4}` : 'None yet')}</dd>
</dl>
<div class="card-box">New test card: ${esc(next)}</div>
<div class="actions">
  <form method="post" action="${SANDBOX_PAYMENT_METHOD_PATH}/${token}/update"><button class="pay" type="submit">Use ${esc(next)}</button></form>
</div>
<a class="back" href="${esc(billing.checkoutCancelUrl(view.sub).replace(/\?.*$/, ''))}">Cancel and return to the app</a>`,
      ),
    );
  });

  app.post('/payment-method/:token/update', { schema: { hide: true, params } }, async (request, reply) => {
    const target = await billing.updateSandboxPaymentMethod(request.params.token);
    if (!target)
      return html(
        reply,
        404,
        page('Subscription not found', `<h1>Subscription not found</h1><p>${esc(BILLING_MESSAGES.subscriptionNotFound)}</p>${backLink}`),
      );
    return reply.redirect(target, 303);
  });

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['fail', 'failed'],
  ] as const) {
    app.post(`/checkout/:token/${action}`, { schema: { hide: true, params } }, async (request, reply) => {
      try {
        // An already-paid checkout (a double click on Pay) redirects to the completed page again.
        const target = await billing.completeSandboxCheckout(request.params.token, outcome);
        return reply.redirect(target, 303);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        return html(
          reply,
          404,
          page('Checkout not found', `<h1>Checkout not found</h1><p>${esc(BILLING_MESSAGES.checkoutNotFound)}</p>${backLink}`),
        );
      }
    });
  }
};
