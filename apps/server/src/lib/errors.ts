import { STATUS_MESSAGES } from '@hiring/shared/errors';

/**
 * The one error type services throw. The error handler turns it into the catalogue's answer:
 * its status, its message, and field errors for bad input.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A stable name of the failure for clients to act on (e.g. file_too_large), sent as `code`. */
    public code?: string,
  ) {
    super(message ?? STATUS_MESSAGES[statusCode] ?? 'Error');
    this.name = 'AppError';
  }

  /** The same error, answered with a stable `code`. */
  withCode(code: string): this {
    this.code = code;
    return this;
  }
}

export const badRequest = (message?: string) => new AppError(400, message);
export const unauthorized = (message?: string) => new AppError(401, message);
export const forbidden = (message?: string) => new AppError(403, message);
export const conflict = (message?: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
