import { z } from 'zod';
import { DISPLAY_LOCALE_CHOICES } from './locale.ts';
import { AUTH_MESSAGES, MAX_NAME_LENGTH, newPasswordField, userSchema } from './auth.ts';

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

// --- Profile settings (spec 02 §2.4, §3) ---------------------------------------------------

/** Notification preferences; a new account has email and browser on, mobile off (spec 02 §9). */
export const DEFAULT_NOTIFICATION_PREFERENCES = { email: true, browser: true, mobile: false } as const;
/** What "Email notifications" covers (decision 501); unchecked, none of these mails is sent. */
export const EMAIL_NOTIFICATIONS_DESCRIPTION =
  'Interview completions, accepted invitations, and for owners and admins the trial, payments and cancellations, by email.';
export const notificationPreferencesSchema = z.object({ email: z.boolean(), browser: z.boolean(), mobile: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const PROFILE_LIMITS = { name: MAX_NAME_LENGTH, phone: 40, position: 100, department: 100, location: 100, bio: 1_000 } as const;

export const PROFILE_MESSAGES = {
  saved: 'Profile settings saved',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
  phoneInvalid: 'Please enter a valid phone number',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  nothingToSave: 'Send at least one field to save.',
  displayLocaleInvalid: 'Choose a language and region from the list',
} as const;

const optionalProfileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, PROFILE_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** PATCH /app/profile: the settings form's fields; a field left out keeps its value, a blank one is cleared. */
export const updateProfileSchema = z.object({
  first_name: z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(MAX_NAME_LENGTH, AUTH_MESSAGES.nameTooLong).optional(),
  last_name: z.string().trim().min(1, AUTH_MESSAGES.lastNameRequired).max(MAX_NAME_LENGTH, AUTH_MESSAGES.nameTooLong).optional(),
  phone: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.phone, PROFILE_MESSAGES.phoneInvalid)
    .refine((v) => v === '' || /^\+?[0-9 ().-]{5,}$/.test(v), PROFILE_MESSAGES.phoneInvalid)
    .nullish()
    .transform((v) => (v ? v : null))
    .optional(),
  position: optionalProfileText(PROFILE_LIMITS.position).optional(),
  department: optionalProfileText(PROFILE_LIMITS.department).optional(),
  location: optionalProfileText(PROFILE_LIMITS.location).optional(),
  bio: optionalProfileText(PROFILE_LIMITS.bio).optional(),
  notifications: notificationPreferencesSchema.partial().optional(),
  /** "Language and region": one of DISPLAY_LOCALE_CHOICES, or null (or empty) for the browser's. */
  display_locale: z
    .union([z.enum(DISPLAY_LOCALE_CHOICES), z.literal(''), z.null()], { error: PROFILE_MESSAGES.displayLocaleInvalid })
    .transform((v) => (v ? v : null))
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** POST /app/profile/change-password: the current password is required; other sessions end. */
export const changePasswordSchema = z.object({
  current_password: z.string({ error: PROFILE_MESSAGES.currentPasswordRequired }).min(1, PROFILE_MESSAGES.currentPasswordRequired).max(200),
  new_password: newPasswordField,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** What the settings screen reads: the user and their notification preferences. */
export const profileSettingsSchema = z.object({ user: userSchema, notifications: notificationPreferencesSchema });
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;
