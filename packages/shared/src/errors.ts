/**
 * The error catalogue (spec 01 §8): one pure function picks the message a user sees for a
 * failed call, in the spec's order: a message set by the caller's handler, then the body,
 * then the status default.
 */

/** The code catalogue lives in its own file; the package's `errors` entry serves both. */
export { type ErrorCode, GENERIC_ERROR_CODES, isCodeShaped, statusErrorCode } from './error-codes.ts';

export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request. Please check your input and try again.',
  401: 'Unauthorized. Please log in again.',
  402: 'Payment required. Please start a free trial or subscribe to continue.',
  403: "Forbidden. You don't have permission to perform this action.",
  404: 'The requested resource was not found.',
  409: 'Conflict. The request could not be completed due to a conflict.',
  422: 'Validation failed. Please check your input.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Internal server error. Please try again later.',
  502: 'Bad gateway. The server is temporarily unavailable.',
  503: 'Service unavailable. Please try again later.',
  504: 'Gateway timeout. The request took too long to process.',
};

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
/** A 2xx answer without the data the call expects. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';
export const UNKNOWN_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** Messages of the response handler that signs the user out on 401 and 403. */
export const SESSION_HANDLER_MESSAGES = {
  401: 'Unauthorized access. Please log in again.',
  403: "Forbidden access. You don't have permission to perform this action.",
} as const;

/** Fallback messages by action (spec 01 §8 and spec 02 §8). */
export const ACTION_FALLBACK_MESSAGES = {
  login: 'Login failed. Please check your credentials and try again.',
  register: 'Registration failed. Please try again.',
  createSubscription: 'Failed to create subscription',
  loadSubscription: 'Failed to load subscription data',
  cancelSubscription: 'Failed to cancel subscription',
  resumeSubscription: 'Failed to resume subscription',
  fetchCompanies: 'Failed to fetch companies',
  updateCompany: 'Failed to update company',
  fetchEmployees: 'Failed to fetch employees',
  inviteEmployee: 'Failed to invite employee',
  forgotPassword: 'Failed to send password reset email',
  resetPassword: 'Failed to reset password',
  verifyEmail: 'Failed to verify email',
  loadProfile: 'Failed to load profile',
  loadDashboard: 'Failed to load dashboard',
} as const;

export const DASHBOARD_INVALID_RESPONSE_MESSAGE = 'Invalid response format from dashboard API';

export interface ErrorMessageInput {
  /** HTTP status; undefined when no response arrived at all. */
  status?: number;
  /** Parsed response body, when there was one. */
  body?: unknown;
  /** A message set by the response handler for this call. */
  userMessage?: string;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function fromErrors(errors: unknown): string | undefined {
  if (Array.isArray(errors)) {
    const parts = errors
      .map((e) => (nonEmpty(e) ? e : e && typeof e === 'object' && 'message' in e ? (e as { message: unknown }).message : undefined))
      .filter(nonEmpty);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  if (errors && typeof errors === 'object') {
    const parts = Object.entries(errors as Record<string, unknown>)
      .map(([field, message]) => {
        const text = Array.isArray(message) ? message.filter(nonEmpty).join(', ') : message;
        return nonEmpty(text) ? `${field}: ${text}` : undefined;
      })
      .filter(nonEmpty);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
}

/** The message found in a response body, following the catalogue's order of fields. */
export function messageFromBody(body: unknown): string | undefined {
  if (nonEmpty(body)) return body;
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (nonEmpty(b.error)) return b.error;
  if (nonEmpty(b.message)) return b.message;
  if (nonEmpty(b.detail)) return b.detail;
  return fromErrors(b.errors);
}

export function statusDefaultMessage(status: number | undefined): string {
  if (status === undefined || status === 0) return NETWORK_ERROR_MESSAGE;
  return STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500]! : UNKNOWN_ERROR_MESSAGE);
}

/** Picks the message a user sees for a failed call. */
export function resolveErrorMessage(input: ErrorMessageInput): string {
  if (nonEmpty(input.userMessage)) return input.userMessage;
  if (input.status === undefined || input.status === 0) return NETWORK_ERROR_MESSAGE;
  return messageFromBody(input.body) ?? statusDefaultMessage(input.status);
}

/** Field errors of a validation failure, as the server sends them. */
export type FieldErrors = Record<string, string>;
