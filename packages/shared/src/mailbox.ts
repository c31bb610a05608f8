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
