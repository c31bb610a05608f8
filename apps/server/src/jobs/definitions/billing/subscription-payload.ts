import { z } from 'zod';

/** The payload of billing's jobs about one subscription. */
export const subscriptionPayload = z.object({ subscriptionId: z.guid() });
export type SubscriptionPayload = z.infer<typeof subscriptionPayload>;
