import { type Profile, type ProfileSettings, PROFILE_MESSAGES, type UpdateProfile } from '@hiring/shared/profile';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { BillingService } from '../billing/index.ts';
import { toUserDto } from '../users/index.ts';
import type { SessionProfile } from './profile.repository.ts';

/**
 * The signed-in user and the company's subscription flags (dashboard and profile panel). `found`
 * is the user and the subscription row read with the session in one statement (decisions 425,
 * 475); without it (the session came from the session cache) both are read on their own. With the
 * per-process read cache on (READ_CACHE_MS), the flags come from it as decision 090 describes.
 */
export async function getProfile(
  caller: AuthContext,
  auth: AuthService,
  billing: BillingService,
  found?: SessionProfile,
): Promise<Profile> {
  const account = found?.account ?? (await currentAccount(auth, caller));
  const subscription =
    found && caller.companyId && !billing.profileCache.enabled
      ? billing.profileFlags(found.subscription)
      : await billing.getProfileSubscription(caller.companyId);
  return { user: toUserDto(account), subscription };
}

/** The caller's account with every profile field, as the database has it now; 401 once it is gone. */
async function currentAccount(auth: AuthService, caller: AuthContext) {
  const found = await auth.account(caller.userId);
  if (!found) throw unauthorized();
  return found;
}

/** The settings form's data, read afresh (not from the session cache). */
export async function getSettings(auth: AuthService, caller: AuthContext): Promise<ProfileSettings> {
  const found = await currentAccount(auth, caller);
  return { user: toUserDto(found), notifications: { ...found.user.notificationPreferences } };
}

/** Saves the fields sent; notification preferences sent are merged into the stored ones. */
export async function updateSettings(auth: AuthService, caller: AuthContext, input: UpdateProfile): Promise<ProfileSettings> {
  const { notifications, first_name, last_name, ...rest } = input;
  const values: Record<string, unknown> = {};
  if (first_name !== undefined) values.firstName = first_name;
  if (last_name !== undefined) values.lastName = last_name;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) values[key] = value;
  if (notifications && Object.keys(notifications).length > 0) {
    const current = (await getSettings(auth, caller)).notifications;
    values.notificationPreferences = { ...current, ...notifications };
  }
  if (Object.keys(values).length === 0) throw badRequest(PROFILE_MESSAGES.nothingToSave);
  await auth.updateProfile(caller.userId, values as Parameters<AuthService['updateProfile']>[1]);
  return getSettings(auth, caller);
}
