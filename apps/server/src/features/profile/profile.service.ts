import { type Profile, type ProfileSettings, PROFILE_MESSAGES, type UpdateProfile } from '@hiring/shared/profile';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import type { AuthService } from '../auth/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type ProfileAccount, toUserDto } from '../users/index.ts';

/** The signed-in user and the company's subscription flags (dashboard and profile panel), from what the loader read. */
export function profileOf(account: ProfileAccount, subscription: Profile['subscription']): Profile {
  return { user: toUserDto(account), subscription };
}

/** The caller's account with every profile field, as the database has it now; 401 once it is gone. */
export async function currentAccount(auth: AuthService, caller: AuthContext): Promise<ProfileAccount> {
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
  const { notifications, first_name, last_name, display_locale, ...rest } = input;
  const values: Record<string, unknown> = {};
  if (display_locale !== undefined) values.displayLocale = display_locale;
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
