import type { Profile } from '@hiring/shared/profile';
import type { AuthContext } from '../../plugins/auth.ts';
import type { BillingService } from '../billing/index.ts';
import { toUserDto } from '../users/index.ts';

/** The signed-in user and the company's subscription flags (dashboard and profile panel). */
export async function getProfile(caller: AuthContext, billing: BillingService): Promise<Profile> {
  return { user: toUserDto(caller.account), subscription: await billing.getProfileSubscription(caller.companyId) };
}
