import { BILLING_MESSAGES } from '@hiring/shared/billing';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/harness.ts';
import { chooseProcessor, createPaymentProcessors, sandboxEnabled } from './index.ts';

const PADDLE = { PADDLE_API_KEY: 'pdl_sdbx_apikey_test', PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_test' };
const processors = (env: Record<string, string>) => createPaymentProcessors(testConfig(env), { secret: 'x'.repeat(32) });

describe('payment processor availability', () => {
  it('offers the sandbox by default when no real processor is configured (npm start), whatever NODE_ENV defaults to', async () => {
    expect([...(await processors({ NODE_ENV: 'development' })).keys()]).toEqual(['sandbox']);
    expect([...(await processors({})).keys()]).toEqual(['sandbox']);
  });

  it('drops the sandbox once Paddle or Stripe is configured, in development too', async () => {
    expect([...(await processors({ NODE_ENV: 'development', ...PADDLE })).keys()]).toEqual(['paddle']);
    expect(sandboxEnabled(testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }))).toBe(false);
  });

  it('never offers the sandbox in production unless BILLING_SANDBOX=true says so', async () => {
    expect((await processors({ NODE_ENV: 'production' })).has('sandbox')).toBe(false);
    expect((await processors({ NODE_ENV: 'production', BILLING_SANDBOX: 'true' })).has('sandbox')).toBe(true);
    expect([...(await processors({ NODE_ENV: 'development', BILLING_SANDBOX: 'true', ...PADDLE })).keys()]).toEqual(['paddle', 'sandbox']);
  });

  it('refuses a checkout naming the sandbox while it is off with 400, and falls back from an unconfigured real one', async () => {
    const withPaddle = await processors(PADDLE);
    expect(() => chooseProcessor(withPaddle, 'sandbox')).toThrow(BILLING_MESSAGES.sandboxUnavailable);
    try {
      chooseProcessor(withPaddle, 'sandbox');
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(400);
    }
    expect(chooseProcessor(withPaddle, 'stripe').name).toBe('paddle');
    expect(chooseProcessor(await processors({}), 'paddle').name).toBe('sandbox');
    const inProduction = await processors({ NODE_ENV: 'production' });
    expect(() => chooseProcessor(inProduction, 'paddle')).toThrow(BILLING_MESSAGES.noProcessorConfigured);
  });
});
