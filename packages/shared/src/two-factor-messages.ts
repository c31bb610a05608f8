// The constants and messages of two-factor sign-in (issue 15), with no zod: the sign-in page's
// lazy code step imports only this.

/**
 * Two-factor authentication with an authenticator app (TOTP, RFC 6238; issue 15, decision 390).
 * A code is good for its 30 s step and one step either side; a matched step is never accepted
 * twice. Sign-in with a password (or a one-time link) of an account with two-factor on yields a
 * short-lived challenge, exchanged with a code for the session.
 */
export const TWO_FACTOR = {
  issuer: 'HireSignal',
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted either side of now (clock drift). */
  toleranceSteps: 1,
  recoveryCodeCount: 10,
  /** How long the challenge of a password sign-in waits for the code. */
  challengeSeconds: 5 * 60,
  /** Wrong codes one challenge takes before it ends (sign in again). */
  attemptsPerChallenge: 5,
  /** Wrong codes per account, across challenges and settings, before 429 for the window. */
  failuresPerAccount: 10,
  failureWindowSeconds: 15 * 60,
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code must be 6 digits.',
  codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  recoveryCodeInvalid: 'That recovery code is not valid or has already been used.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many wrong codes. Please sign in again.',
  alreadyEnabled: 'Two-factor authentication is already enabled.',
  notEnabled: 'Two-factor authentication is not enabled.',
  setupNotStarted: 'The setup has expired. Please start again.',
  passwordWrong: 'Current password is incorrect',
  passwordRequired: 'Enter your current password.',
  enabled: 'Two-factor authentication is enabled.',
  disabled: 'Two-factor authentication is disabled.',
  recoveryCodesRegenerated: 'New recovery codes are ready. The old ones no longer work.',
} as const;
