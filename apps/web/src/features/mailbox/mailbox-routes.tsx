import type { FeatureRoutes } from '@/lib/feature-routes';

/** The developer mailbox: the outbox of a server without SMTP. */
export const mailboxRoutes: FeatureRoutes = {
  session: [{ path: 'dev/mailbox', lazy: { Component: async () => (await import('./routes/mailbox')).MailboxRoute } }],
};
