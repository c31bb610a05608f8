import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  MIN_PASSWORD_LENGTH,
  ONE_TIME_LOGIN_TIMINGS,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  safeRedirectPath,
  TOKEN_LIFETIMES,
} from './auth.ts';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth validation (spec 01 §5)', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'password', confirmPassword: 'password' };

  it('needs passwords of at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(fieldErrors(registerFormSchema.safeParse({ ...valid, password: '1234567', confirmPassword: '1234567' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('says "Passwords do not match" on the confirmation', () => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...valid, confirmPassword: 'different' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(fieldErrors(resetPasswordFormSchema.safeParse({ password: 'password', confirmPassword: 'passw0rd' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(fieldErrors(resetPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('requires every register field', () => {
    expect(fieldErrors(registerSchema.safeParse({}))).toEqual({
      firstName: AUTH_MESSAGES.firstNameRequired,
      lastName: AUTH_MESSAGES.lastNameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
    expect(AUTH_MESSAGES.firstNameRequired).toBe('First name is required');
    expect(AUTH_MESSAGES.lastNameRequired).toBe('Last name is required');
  });

  it('requires email and password to sign in, and checks the email shape', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: 'Please enter a valid email address' });
  });

  it('trims and lowercases emails', () => {
    expect(forgotPasswordSchema.parse({ email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it('keeps the forgot-password answer of the spec', () => {
    expect(AUTH_MESSAGES.forgotPasswordSent).toBe("If an account exists with that email, we've sent a password reset link.");
    expect(AUTH_MESSAGES.verificationFailedTitle).toBe('Verification Failed');
    expect(AUTH_MESSAGES.verificationFailed).toBe('The verification link is invalid or has expired.');
    expect(AUTH_MESSAGES.oneTimeLinkInvalid).toBe('Your login link has expired or is invalid.');
    expect(AUTH_MESSAGES.accessDenied).toBe('You do not have permission to access this page');
  });

  it('times the one-time login stages and token lifetimes as specified', () => {
    expect(ONE_TIME_LOGIN_TIMINGS).toEqual({ initiateMs: 1000, redirectMs: 1500, cleanAddressMs: 3000 });
    expect(TOKEN_LIFETIMES.passwordResetSeconds).toBe(3600);
    expect(TOKEN_LIFETIMES.oneTimeLoginSeconds).toBe(900);
    expect(TOKEN_LIFETIMES.accessSeconds).toBe(900);
  });
});

describe('login redirect', () => {
  it('keeps same-site paths and defaults to /dashboard', () => {
    expect(safeRedirectPath('/settings?tab=1')).toBe('/settings?tab=1');
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath('https://evil.example.com')).toBe('/dashboard');
    expect(safeRedirectPath('//evil.example.com')).toBe('/dashboard');
    expect(safeRedirectPath('/\\evil.example.com')).toBe('/dashboard');
    expect(safeRedirectPath('/\t/evil.example.com')).toBe('/dashboard');
    expect(safeRedirectPath('/\n/evil.example.com')).toBe('/dashboard');
    expect(safeRedirectPath('/a\\b')).toBe('/dashboard');
  });
});
