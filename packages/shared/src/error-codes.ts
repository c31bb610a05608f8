/**
 * The catalogue of error codes: every failure answer carries one of these as `code`, beside its
 * message, so a client decides what to do by the code and shows the message as it came. A code
 * never changes once published; a new failure gets a new code here.
 *
 * Generic codes name a status; the error handler answers them when a failure has no code of
 * its own. Specific codes name one failure of one call.
 */
export const GENERIC_ERROR_CODES = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'subscription_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'validation_failed',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  501: 'not_implemented',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
} as const;

import type { SPECIFIC_ERROR_CODES } from './error-catalogue.ts';

/**
 * `validation_failed` also names any answer with field errors, whatever its status. The specific
 * codes and the whole list are in error-catalogue.ts, apart, so the first screen's bundle, which only
 * checks a code's shape, does not grow with each new code (decision 689).
 */
export type ErrorCode = (typeof GENERIC_ERROR_CODES)[keyof typeof GENERIC_ERROR_CODES] | (typeof SPECIFIC_ERROR_CODES)[number];

/** The generic code of a status: its own, else that of its class (400 or 500). */
export function statusErrorCode(status: number): ErrorCode {
  const own = (GENERIC_ERROR_CODES as Readonly<Record<number, ErrorCode>>)[status];
  if (own) return own;
  return status >= 500 ? GENERIC_ERROR_CODES[500] : GENERIC_ERROR_CODES[400];
}

/**
 * A value shaped like a code (snake_case, at most 64 characters), for the web's API client: the
 * web and the API ship together and the server sends only catalogue codes (its tests hold it), so
 * the client checks the shape and leaves the catalogue, which grows with every feature, out of the
 * first screen's bundle (decision 689).
 */
export function isCodeShaped(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[a-z][a-z0-9_]{1,63}$/.test(value);
}
