import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '@hiring/shared/api';
import { WebhookPayloadError, WebhookSignatureError } from '../../billing/processor.ts';
import { AppError } from '../../lib/errors.ts';
import type { BillingService } from './billing.service.ts';

export const WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature.';
export const WEBHOOK_PAYLOAD_MESSAGE = 'The webhook event could not be read.';

/**
 * POST /api/webhooks/{processor}: the processor's SDK verifies the signature over the raw body,
 * then the event goes through the one path that applies processor events (idempotent by event id).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  // Signatures are over the exact bytes sent, so this scope keeps bodies as text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post(
    '/:processor',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Payment processor webhook (paddle, stripe, sandbox)',
        params: z.object({ processor: z.string().max(20) }),
        response: {
          200: successEnvelope(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) })),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const name = request.params.processor;
      const processor = name === 'paddle' || name === 'stripe' || name === 'sandbox' ? billing.processors.get(name) : undefined;
      if (!processor) throw new AppError(404);
      const raw = typeof request.body === 'string' ? request.body : '';
      let event: Awaited<ReturnType<typeof processor.parseWebhook>>;
      try {
        event = await processor.parseWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ processor: name, reason: error.message }, 'webhook refused');
          throw new AppError(400, WEBHOOK_SIGNATURE_MESSAGE);
        }
        if (error instanceof WebhookPayloadError) {
          request.log.warn({ processor: name, reason: error.message }, 'webhook event unreadable');
          throw new AppError(400, WEBHOOK_PAYLOAD_MESSAGE);
        }
        throw error;
      }
      const outcome = event ? await billing.applyProcessorEvent(processor.name, event) : 'ignored';
      request.log.info({ processor: name, eventId: event?.eventId, outcome }, 'webhook received');
      return { success: true as const, data: { received: true as const, outcome } };
    },
  );
};
