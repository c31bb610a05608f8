import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/**
 * API keys (issue 40, item 1): an owner or admin creates a key with scopes for the company's
 * integrations (an applicant tracking system, a script); a request with `Authorization: Bearer
 * <key>` acts for the company within those scopes only. The key is shown once and stored as a hash.
 */

export const API_KEYS_PATH = '/api-keys';

export const API_KEY_SCOPES = ['positions:read', 'interviews:read', 'links:create', 'webhooks:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'positions:read': 'Read job positions',
  'interviews:read': 'Read interviews and results',
  'links:create': 'Create interview links',
  'webhooks:manage': 'Manage webhooks',
};

/**
 * Every key starts with this, so the server tells a key from a session's token (a JWT starts
 * with `eyJ`) before verifying either, and a key pasted somewhere by mistake is recognisable.
 */
export const API_KEY_PREFIX = 'hsk_';

/** Whether a bearer credential is an API key (by its prefix), not a session's token. */
export const isApiKey = (credential: string) => credential.startsWith(API_KEY_PREFIX);

export const API_KEY_LIMITS = {
  nameMax: 80,
  /** Live (not revoked) keys per company. */
  perCompanyMax: 20,
  /** Requests per key per minute. */
  requestsPerMinute: 120,
  /** The furthest expiry a key can have, in days. */
  expiryDaysMax: 366 * 3,
  /** The last-used time is written at most once in this many seconds per key. */
  lastUsedEverySeconds: 60,
  /** The visible start of a key kept to tell keys apart in the list (prefix included). */
  hintLength: 8,
} as const;

export const API_KEY_ERROR_CODES = {
  notFound: 'api_key_not_found',
  nameRequired: 'api_key_name_required',
  scopesRequired: 'api_key_scopes_required',
  expiryInvalid: 'api_key_expiry_invalid',
  tooMany: 'api_key_too_many',
  invalid: 'api_key_invalid',
  scopeMissing: 'api_key_scope_missing',
  operationRefused: 'api_key_operation_refused',
  rateLimited: 'api_key_rate_limited',
} as const satisfies Record<string, ErrorCode>;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name, e.g. the system that will use it.',
  nameTooLong: `The name can be at most ${API_KEY_LIMITS.nameMax} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopeUnknown: `A scope is one of ${API_KEY_SCOPES.join(', ')}.`,
  expiryInvalid: `The expiry must be a future date at most ${API_KEY_LIMITS.expiryDaysMax} days away.`,
  tooMany: `A company can have at most ${API_KEY_LIMITS.perCompanyMax} active API keys. Revoke one you no longer use.`,
  notFound: 'This API key does not exist or was already revoked.',
  invalid: 'The API key is not valid: it is unknown, revoked or expired, or the member who created it no longer manages the company.',
  scopeMissing: (scope: ApiKeyScope) => `This API key does not have the scope ${scope} that this operation needs.`,
  operationRefused: 'This operation cannot be called with an API key. Sign in to the app to use it.',
  rateLimited: `This API key made too many requests. It can make ${API_KEY_LIMITS.requestsPerMinute} requests a minute.`,
  shownOnce: 'Copy the key now: it is shown only once. Store it where your integration keeps its secrets.',
  empty: 'No API keys yet. Create one to connect another system to HireSignal.',
  loadError: 'The API keys could not be loaded.',
  revokeConfirm: (name: string) => `Revoke "${name}"? Systems using it will be refused at once. This cannot be undone.`,
  created: 'API key created.',
  revoked: 'API key revoked.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `POST /api/app/api-keys`: a name, one or more scopes and an optional expiry (an ISO date or time). */
export const createApiKeySchema = z.object({
  name: z
    .string(API_KEY_MESSAGES.nameRequired)
    .trim()
    .max(API_KEY_LIMITS.nameMax, API_KEY_MESSAGES.nameTooLong)
    .refine((v) => v.length > 0, { message: API_KEY_MESSAGES.nameRequired, params: { code: API_KEY_ERROR_CODES.nameRequired } }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, API_KEY_MESSAGES.scopeUnknown), API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .refine((v) => v.length > 0, { message: API_KEY_MESSAGES.scopesRequired, params: { code: API_KEY_ERROR_CODES.scopesRequired } })
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  expires_at: z
    .string()
    .trim()
    .max(40)
    .refine(
      (v) => {
        const at = Date.parse(v);
        return !Number.isNaN(at) && at > Date.now() && at <= Date.now() + API_KEY_LIMITS.expiryDaysMax * DAY_MS;
      },
      { message: API_KEY_MESSAGES.expiryInvalid, params: { code: API_KEY_ERROR_CODES.expiryInvalid } },
    )
    .transform((v) => new Date(v).toISOString())
    .nullish(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as listed: never the key itself, only the start of it to tell keys apart. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The first characters of the key, e.g. `hsk_a1b2`. */
  hint: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** The member who created it; null when they have since left. */
  created_by: z.string().nullable(),
  /** true once the expiry has passed: the key is listed but refused. */
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer of creation: the key itself, this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
