import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@hiring/shared/api';
import { mailboxSchema } from '@hiring/shared/mailbox';
import type { Mailer } from '../../mail/mailer.ts';

/** The development mailbox: the outbox as a list, so a person can click the links mailed. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the outbox (development only)',
        response: { 200: successEnvelope(mailboxSchema) },
      },
    },
    async () => {
      const rows = await mailer.recent();
      return {
        success: true as const,
        data: {
          items: rows.map((r) => ({
            id: r.id,
            to: r.toAddress,
            subject: r.subject,
            text: r.textBody,
            html: r.htmlBody,
            status: r.status,
            created_at: r.createdAt.toISOString(),
          })),
        },
      };
    },
  );
};
