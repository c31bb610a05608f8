import { type ErrorCode, STATUS_MESSAGES } from '@hiring/shared/errors';

/**
 * The one error type services throw. The error handler turns it into the catalogue's answer:
 * its status, its message, its code, and field errors for bad input.
 *
 * The code is a name from the catalogue (packages/shared/src/error-codes.ts), so a code that is
 * not listed there fails the type check. Without one, the answer carries the status's generic
 * code (`not_found` for 404), or `validation_failed` when it has field errors.
 */
export class AppError extends Error {
  #code: ErrorCode | undefined;

  constructor(
    readonly statusCode: number,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? STATUS_MESSAGES[statusCode] ?? 'Error');
    this.name = 'AppError';
  }

  /** The code given to this error, if any (the answer's `code` falls back to the status's). */
  get code(): ErrorCode | undefined {
    return this.#code;
  }

  /** The same error, answered with a stable `code`. */
  withCode(code: ErrorCode): this {
    this.#code = code;
    return this;
  }
}

export const badRequest = (message?: string) => new AppError(400, message);
export const unauthorized = (message?: string) => new AppError(401, message);
export const forbidden = (message?: string) => new AppError(403, message);
export const conflict = (message?: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
