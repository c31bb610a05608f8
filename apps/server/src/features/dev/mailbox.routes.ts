import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@hiring/shared/api';
import { MAILBOX_FORBIDDEN_MESSAGE, mailboxSchema } from '@hiring/shared/mailbox';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'] as const;

/** A loopback address: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The request comes from the machine itself: its socket is loopback and no proxy passed it
 * on (a proxy on the same machine connects over loopback for anyone on the internet).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * The development mailbox: the outbox as a list, so a person can click the links mailed.
 * Everyone's mail is here, reset links included, so it answers only the machine itself or a
 * signed-in super administrator (decision 220); anyone else gets 403 and no mail.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (isFromThisMachine(request)) return;
    if (request.headers.authorization) {
      await app.authenticate(request, reply);
      if (request.auth?.role === 'super_admin') return;
    }
    throw forbidden(MAILBOX_FORBIDDEN_MESSAGE);
  });
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the outbox (development only; localhost or a super administrator)',
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
