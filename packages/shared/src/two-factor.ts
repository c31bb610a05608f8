import { z } from 'zod';
import { authSessionSchema, MAX_PASSWORD_LENGTH } from './auth.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages.ts';

// Two-factor schemas (issue 15), apart from auth.ts so the sign-in page's first load does not carry them.

export { TWO_FACTOR, TWO_FACTOR_MESSAGES } from './two-factor-messages.ts';

/** The 6 digits; spaces typed or pasted between them are dropped. */
export const totpCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(64, TWO_FACTOR_MESSAGES.codeFormat)
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

/** A recovery code as shown (xxxxx-xxxxx), in any case, with or without the dash. */
export const recoveryCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeInvalid)
  .transform((s) => s.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
      .regex(/^[a-z0-9]{1,32}$/, TWO_FACTOR_MESSAGES.recoveryCodeInvalid),
  );

/** Proof of the second factor: a code from the app, or else one recovery code. */
export const twoFactorProofSchema = z
  .object({ code: totpCodeField.optional(), recovery_code: recoveryCodeField.optional() })
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.recovery_code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeRequired });
    }
  });
export type TwoFactorProof = z.infer<typeof twoFactorProofSchema>;

export const twoFactorCodeSchema = z.object({ code: totpCodeField });

const challengeField = z
  .string({ error: TWO_FACTOR_MESSAGES.challengeExpired })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, TWO_FACTOR_MESSAGES.challengeExpired);

export const twoFactorVerifySchema = z
  .object({ challenge: challengeField, code: totpCodeField.optional(), recovery_code: recoveryCodeField.optional() })
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.recovery_code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeRequired });
    }
  });
export type TwoFactorVerify = z.infer<typeof twoFactorVerifySchema>;

/** Turning two-factor off: the current password and a code (or a recovery code) (decision 391). */
export const twoFactorDisableSchema = z
  .object({
    password: z
      .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
      .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, TWO_FACTOR_MESSAGES.passwordWrong),
    code: totpCodeField.optional(),
    recovery_code: recoveryCodeField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.code === undefined && v.recovery_code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: TWO_FACTOR_MESSAGES.codeRequired });
    }
  });
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>;

export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  expires_in: z.number(),
});

/** Sign-in by password or one-time link: the session, or the challenge when two-factor is on. */
export const signInResultSchema = z.union([authSessionSchema, twoFactorChallengeSchema]);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_remaining: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qr_data_url: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()), status: twoFactorStatusSchema });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
