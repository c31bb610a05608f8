import type { Profile, ProfileSubscription } from '@hiring/shared/profile';
import type { AuthContext } from '../../plugins/auth.ts';
import { toUserDto } from '../users/users.repository.ts';

/** Until subscriptions exist, every company is trial-eligible and has no active plan. */
const NO_SUBSCRIPTION: ProfileSubscription = {
  subscription_active: false,
  trial_eligible: true,
  status: null,
  is_trial: false,
  plan_name: null,
  current_period_end: null,
};

export function getProfile(caller: AuthContext): Profile {
  return { user: toUserDto(caller.account), subscription: NO_SUBSCRIPTION };
}
