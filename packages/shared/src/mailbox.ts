import { z } from 'zod';

/** One mail of the development outbox (GET /api/dev/mailbox). */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['stored', 'pending', 'sent', 'failed']),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailboxSchema = z.object({ items: z.array(outboxMailSchema) });
export type Mailbox = z.infer<typeof mailboxSchema>;

/**
 * Who may read the development outbox: mailed links are secrets (a reset link takes over the
 * account), so only the machine itself or a signed-in platform administrator sees it.
 */
export const MAILBOX_FORBIDDEN_MESSAGE =
  'The mailbox is shown only on the server machine itself (localhost) or to a signed-in super administrator.';
