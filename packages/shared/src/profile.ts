import { z } from 'zod';
import { userSchema } from './auth.ts';

/** The subscription flags the dashboard and profile read (spec 01 §3). */
export const profileSubscriptionSchema = z.object({
  subscription_active: z.boolean(),
  trial_eligible: z.boolean(),
  status: z.string().nullable(),
  is_trial: z.boolean(),
  plan_name: z.string().nullable(),
  current_period_end: z.string().nullable(),
  /** The plan stops at current_period_end instead of renewing (absent: false). */
  cancel_at_period_end: z.boolean().optional(),
});
export type ProfileSubscription = z.infer<typeof profileSubscriptionSchema>;

export const profileSchema = z.object({ user: userSchema, subscription: profileSubscriptionSchema });
export type Profile = z.infer<typeof profileSchema>;
