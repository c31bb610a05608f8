import { randomBytes } from 'node:crypto';
import {
  type RecoveryCodes,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  type TwoFactorProof,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@hiring/shared/two-factor';
import { generateSecret, generateURI, verify } from 'otplib';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import { hashToken, type Sealer } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import * as repo from './two-factor.repository.ts';

export interface TwoFactorDeps {
  db: Db;
  rateLimits: RateLimits;
  /** Seals the authenticator secrets at rest. */
  sealer: Sealer;
}

/** A wrong code: 400 with the message on the field the code was typed into. */
const wrong = (field: 'code' | 'recovery_code') => {
  const message = field === 'code' ? TWO_FACTOR_MESSAGES.codeInvalid : TWO_FACTOR_MESSAGES.recoveryCodeInvalid;
  return new AppError(400, message, { [field]: message });
};

// 32 letters and digits without i, l, o, u: read off a printout without confusing 1/l or 0/o.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The stored form of a recovery code: lower case without the dash, hashed. */
export const recoveryCodeHash = (code: string) => hashToken(code.replace(/[\s-]+/g, '').toLowerCase());

/**
 * Two-factor authentication with an authenticator app (issue 15): setup, the first code that
 * turns it on, recovery codes, turning it off, and checking a code or a recovery code.
 */
export class TwoFactor {
  constructor(private readonly deps: TwoFactorDeps) {}

  private get db() {
    return this.deps.db;
  }

  async isEnabled(userId: string): Promise<boolean> {
    const row = await repo.findTwoFactor(this.db, userId);
    return Boolean(row?.enabledAt);
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const row = await repo.findTwoFactor(this.db, userId);
    if (!row?.enabledAt) return { enabled: false, enabled_at: null, recovery_codes_remaining: 0 };
    return {
      enabled: true,
      enabled_at: row.enabledAt.toISOString(),
      recovery_codes_remaining: await repo.countUnusedRecoveryCodes(this.db, userId),
    };
  }

  /** A new secret for the app (409 when two-factor is on already): shown for scanning or typing, stored sealed. */
  async setup(userId: string, email: string): Promise<TwoFactorSetup> {
    const secret = generateSecret();
    if (!(await repo.saveSetup(this.db, userId, this.deps.sealer.seal(secret)))) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const otpauthUri = generateURI({
      issuer: TWO_FACTOR.issuer,
      label: email,
      secret,
      digits: TWO_FACTOR.digits,
      period: TWO_FACTOR.periodSeconds,
    });
    // Loaded on first use: only the setup draws QR codes.
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauth_uri: otpauthUri,
      qr_data_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** The first code from the app turns two-factor on; the recovery codes are answered this once. */
  async enable(userId: string, code: string): Promise<RecoveryCodes> {
    const row = await repo.findTwoFactor(this.db, userId);
    if (row?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    if (!row) throw badRequest(TWO_FACTOR_MESSAGES.setupNotStarted);
    await this.checkProof(row, { code });
    if (!(await repo.markEnabled(this.db, userId))) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const recoveryCodes = await this.newRecoveryCodes(userId);
    return { recovery_codes: recoveryCodes, status: await this.status(userId) };
  }

  /** Turns two-factor off: the caller has checked the password; this checks the code or recovery code. */
  async disable(userId: string, proof: TwoFactorProof): Promise<void> {
    await this.checkProof(await this.enabledRow(userId), proof);
    await repo.deleteTwoFactor(this.db, userId);
  }

  async regenerateRecoveryCodes(userId: string, proof: TwoFactorProof): Promise<RecoveryCodes> {
    await this.checkProof(await this.enabledRow(userId), proof);
    const recoveryCodes = await this.newRecoveryCodes(userId);
    return { recovery_codes: recoveryCodes, status: await this.status(userId) };
  }

  /** The second step of a sign-in: throws 400 for a wrong code, 429 past the account's limit. */
  async verifySignIn(userId: string, proof: TwoFactorProof): Promise<void> {
    await this.checkProof(await this.enabledRow(userId), proof);
  }

  private async enabledRow(userId: string) {
    const row = await repo.findTwoFactor(this.db, userId);
    if (!row?.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
    return row;
  }

  private async newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < TWO_FACTOR.recoveryCodeCount) codes.add(newRecoveryCode());
    const list = [...codes];
    await repo.replaceRecoveryCodes(this.db, userId, list.map(recoveryCodeHash));
    return list;
  }

  /** Wrong codes per account (decision 392): past the limit every attempt is 429 until the window ends. */
  private get accountLimiter() {
    return this.deps.rateLimits.limiter('2fa-account', TWO_FACTOR.failuresPerAccount, TWO_FACTOR.failureWindowSeconds);
  }

  /** Throws 400 with a clear message unless the proof is good; counts the failure against the account. */
  private async checkProof(row: repo.TwoFactorRow, proof: TwoFactorProof): Promise<void> {
    const limiter = this.accountLimiter;
    const seen = await limiter.get(row.userId);
    if (seen && seen.consumedPoints >= TWO_FACTOR.failuresPerAccount) throw tooManyRequests(seen.msBeforeNext / 1000);
    const good =
      proof.code !== undefined ? await this.checkCode(row, proof.code) : await this.checkRecoveryCode(row, proof.recovery_code ?? '');
    if (good) return;
    try {
      await limiter.consume(row.userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
    }
    throw wrong(proof.code !== undefined ? 'code' : 'recovery_code');
  }

  /** A code of now or one step either side, of a step later than the last one used (replay). */
  private async checkCode(row: repo.TwoFactorRow, code: string): Promise<boolean> {
    const secret = this.deps.sealer.unseal(row.secretSealed);
    if (!secret) return false;
    let step: number;
    try {
      const result = await verify({
        secret,
        token: code,
        digits: TWO_FACTOR.digits,
        period: TWO_FACTOR.periodSeconds,
        epochTolerance: TWO_FACTOR.toleranceSteps * TWO_FACTOR.periodSeconds,
        ...(row.lastUsedStep !== null ? { afterTimeStep: row.lastUsedStep } : {}),
      });
      if (!result.valid || !('timeStep' in result)) return false;
      step = result.timeStep;
    } catch {
      return false;
    }
    return repo.claimStep(this.db, row.userId, step);
  }

  private async checkRecoveryCode(row: repo.TwoFactorRow, code: string): Promise<boolean> {
    if (!code) return false;
    return repo.useRecoveryCode(this.db, row.userId, recoveryCodeHash(code));
  }
}
