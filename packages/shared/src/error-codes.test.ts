import { describe, expect, it } from 'vitest';
import { errorCodeSchema } from './api.ts';
import { ERROR_CODES, isErrorCode } from './error-catalogue.ts';
import { GENERIC_ERROR_CODES, isCodeShaped, statusErrorCode } from './error-codes.ts';
import { STATUS_MESSAGES } from './errors.ts';
import { JOB_FILE_ERROR_CODES } from './job-positions.ts';
import { QUESTION_ERROR_CODES } from './questions.ts';
import { OPS_ERROR_CODES } from './health.ts';

describe('error code catalogue', () => {
  it('lists each code once, in snake_case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('gives every status with a catalogue message a generic code', () => {
    for (const status of Object.keys(STATUS_MESSAGES)) {
      expect(GENERIC_ERROR_CODES, status).toHaveProperty(status);
    }
    expect(statusErrorCode(402)).toBe('subscription_required');
    expect(statusErrorCode(422)).toBe('validation_failed');
    expect(statusErrorCode(429)).toBe('rate_limited');
  });

  it('holds the codes the features already answer', () => {
    for (const code of [
      ...Object.values(JOB_FILE_ERROR_CODES),
      ...Object.values(QUESTION_ERROR_CODES),
      ...Object.values(OPS_ERROR_CODES),
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('refuses a code it does not list', () => {
    expect(errorCodeSchema.safeParse('made_up_code').success).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('a value shaped like a code (what the web client accepts)', () => {
  it('is snake_case of 2 to 64 characters; every catalogue code has that shape', () => {
    for (const code of ERROR_CODES) expect(isCodeShaped(code), code).toBe(true);
    for (const value of ['Made up!', 'x', '9lives', 'a'.repeat(65), 42, null, undefined, 'has space']) {
      expect(isCodeShaped(value), String(value)).toBe(false);
    }
  });
});
