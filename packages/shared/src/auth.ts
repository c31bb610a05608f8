import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { ROLES } from './roles.ts';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-constants.ts';

export {
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  DEFAULT_LOGIN_REDIRECT,
  ONE_TIME_QUERY_PARAM,
  REDIRECT_QUERY_PARAM,
  ONE_TIME_LOGIN_TIMINGS,
  TOKEN_LIFETIMES,
  LOGIN_RATE_LIMIT,
  safeRedirectPath,
} from './auth-constants.ts';
export { AUTH_MESSAGES } from './auth-messages.ts';

const trimmed = (message: string, max = MAX_NAME_LENGTH) =>
  z.string({ error: message }).trim().min(1, message).max(max, AUTH_MESSAGES.nameTooLong);

export const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(MAX_EMAIL_LENGTH, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform((e) => e.toLowerCase());

/** A new password: the length rules of spec 01 §5. */
export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_MESSAGES.invalidCredentials),
});
export type Login = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: trimmed(AUTH_MESSAGES.firstNameRequired),
  lastName: trimmed(AUTH_MESSAGES.lastNameRequired),
  email: emailField,
  password: newPasswordField,
});
export type Register = z.infer<typeof registerSchema>;

export const confirmField = z.string({ error: AUTH_MESSAGES.confirmPasswordRequired }).min(1, AUTH_MESSAGES.confirmPasswordRequired);

/** The register form: the request plus the confirmation, which must match. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

const tokenField = z
  .string({ error: AUTH_MESSAGES.tokenRequired })
  .trim()
  .min(1, AUTH_MESSAGES.tokenRequired)
  .max(512, AUTH_MESSAGES.tokenRequired);

export const resetPasswordSchema = z.object({ token: tokenField, password: newPasswordField });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The reset form: password and confirmation, the same two rules as register. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmField })
  .refine((v) => v.password === v.confirmPassword, { message: AUTH_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const verifyEmailSchema = z.object({ token: tokenField });
export const validateOneTimeSchema = z.object({
  code: z.string({ error: AUTH_MESSAGES.codeRequired }).trim().min(1, AUTH_MESSAGES.codeRequired).max(512, AUTH_MESSAGES.codeRequired),
});
export const requestLoginLinkSchema = z.object({ email: emailField, redirect: z.string().max(2048).optional() });
export const refreshTokenSchema = z.object({ refresh_token: tokenField });
export const logoutSchema = z.object({ refresh_token: z.string().max(512).optional() }).default({});
export const validateEmailSchema = z.object({ email: z.string().max(MAX_EMAIL_LENGTH * 2) });

export const companySummarySchema = z.object({ id: z.string(), name: z.string() });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  email_verified: z.boolean(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  company: companySummarySchema.nullable(),
  /** The user's "Language and region" (decision 793): a locale of DISPLAY_LOCALE_CHOICES; null or absent: the browser's. */
  display_locale: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authSessionSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  user: userSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const tokenPairSchema = authSessionSchema.omit({ user: true });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const messageSchema = z.object({ message: z.string() });

export const validateEmailResultSchema = z.object({ email: z.string(), valid: z.boolean() });
export const validateEmailForRegistrationResultSchema = validateEmailResultSchema.extend({ available: z.boolean() });

/** The answer of a sign-in that needs the second factor: no tokens, a challenge for the code. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  challenge: string;
  expires_in: number;
}
export type SignInResult = AuthSession | TwoFactorChallenge;
