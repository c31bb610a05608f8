import { createHash } from 'node:crypto';
import { BILLING_MESSAGES } from '@hiring/shared/billing';
import type { Config } from '../config/env.ts';
import { badRequest } from '../lib/errors.ts';
import type { PaymentProcessor, ProcessorName } from './processor.ts';
import { SandboxProcessor } from './sandbox.ts';

export type PaymentProcessors = Map<ProcessorName, PaymentProcessor>;

export interface ProcessorFactoryOptions {
  /** Secret the sandbox webhook key is derived from (the token signing secret). */
  secret: string;
}

/** The real processors, in the order a checkout falls back to them. */
const REAL_PROCESSORS = ['paddle', 'stripe'] as const;

/**
 * Whether the built-in test-mode checkout is offered: when BILLING_SANDBOX=true, or (unset) when
 * no real processor is configured outside production. A server with Paddle or Stripe never hands
 * out plans for a test payment unless it is told to (docs/decisions/081).
 */
export function sandboxEnabled(config: Pick<Config, 'env' | 'paddle' | 'stripe' | 'billingSandbox'>): boolean {
  if (config.billingSandbox) return true;
  return !config.paddle && !config.stripe && config.env !== 'production';
}

/**
 * name -> processor. Paddle and Stripe only when configured, and only then are their SDKs loaded
 * (together some 30 MB and a few hundred milliseconds of start-up); the sandbox as `sandboxEnabled` says.
 */
export async function createPaymentProcessors(
  config: Pick<Config, 'env' | 'appUrl' | 'paddle' | 'stripe' | 'billingSandbox'>,
  options: ProcessorFactoryOptions,
): Promise<PaymentProcessors> {
  const processors: PaymentProcessors = new Map();
  if (config.paddle) processors.set('paddle', new (await import('./paddle.ts')).PaddleProcessor(config.paddle));
  if (config.stripe) processors.set('stripe', new (await import('./stripe.ts')).StripeProcessor(config.stripe));
  if (sandboxEnabled(config)) {
    const webhookSecret = createHash('sha256').update(`sandbox-webhooks:${options.secret}`).digest('hex');
    processors.set('sandbox', new SandboxProcessor({ appUrl: config.appUrl, webhookSecret }));
  }
  return processors;
}

/**
 * The processor a checkout uses: the one the payload names when it is configured. A payload
 * naming the sandbox while it is off is refused (400); one naming an unconfigured real processor
 * (the payload's default is paddle) falls back to the first configured of paddle, stripe, sandbox.
 */
export function chooseProcessor(processors: PaymentProcessors, requested: ProcessorName): PaymentProcessor {
  const named = processors.get(requested);
  if (named) return named;
  if (requested === 'sandbox') throw badRequest(BILLING_MESSAGES.sandboxUnavailable);
  for (const name of [...REAL_PROCESSORS, 'sandbox'] as const) {
    const p = processors.get(name);
    if (p) return p;
  }
  throw badRequest(BILLING_MESSAGES.noProcessorConfigured);
}
