import {
  API_KEY_ERROR_CODES,
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  type CreatedApiKey,
  type createApiKeySchema,
} from '@hiring/shared/api-keys';
import { ADMIN_OR_OWNER, hasAnyRole, normalizeRole } from '@hiring/shared/roles';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { countLiveKeys, findKeyByHash, insertKey, listKeys, markFirstUse, revokeKey, touchKey } from './api-keys.repository.ts';
import type { ApiKeyRow } from './api-keys.table.ts';

type CreateInput = z.output<typeof createApiKeySchema>;

const scopesOf = (row: ApiKeyRow): ApiKeyScope[] => API_KEY_SCOPES.filter((s) => row.scopes.includes(s));

function toDto(row: ApiKeyRow, now: number): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_by: row.createdBy,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
  };
}

const companyOf = (auth: AuthContext): string => {
  if (!auth.companyId) throw forbidden();
  return auth.companyId;
};

const invalidKey = () => unauthorized(API_KEY_MESSAGES.invalid).withCode(API_KEY_ERROR_CODES.invalid);

/**
 * The company's API keys: listing, creating (the key answered once, its hash kept), revoking, and
 * the check of a request made with one (decision 720).
 */
export class ApiKeysService {
  constructor(private readonly deps: { db: Db; rateLimits: RateLimits; now?: () => number }) {}

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  async list(auth: AuthContext): Promise<ApiKeyList> {
    const rows = await listKeys(this.deps.db, companyOf(auth));
    const now = this.now();
    return { items: rows.map((r) => toDto(r, now)) };
  }

  async create(auth: AuthContext, input: CreateInput): Promise<CreatedApiKey> {
    const companyId = companyOf(auth);
    const key = `${API_KEY_PREFIX}${randomToken(32)}`;
    const row = await this.deps.db.transaction(async (tx) => {
      if ((await countLiveKeys(tx, companyId)) >= API_KEY_LIMITS.perCompanyMax)
        throw conflict(API_KEY_MESSAGES.tooMany).withCode(API_KEY_ERROR_CODES.tooMany);
      const inserted = await insertKey(tx, {
        companyId,
        createdBy: auth.userId,
        name: input.name,
        scopes: [...input.scopes],
        keyHash: hashToken(key),
        hint: key.slice(0, API_KEY_LIMITS.hintLength),
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      });
      await recordAuditEvent(tx, {
        companyId,
        actor: { type: 'user', userId: auth.userId },
        action: 'api_key_created',
        subjectId: inserted.id,
        after: { name: inserted.name, scopes: scopesOf(inserted), expires_at: inserted.expiresAt?.toISOString() ?? null },
      });
      return inserted;
    });
    return { ...toDto(row, this.now()), key };
  }

  async revoke(auth: AuthContext, id: string): Promise<ApiKey> {
    const companyId = companyOf(auth);
    const notFound = () => new AppError(404, API_KEY_MESSAGES.notFound).withCode(API_KEY_ERROR_CODES.notFound);
    if (!isUuid(id)) throw notFound();
    const row = await this.deps.db.transaction(async (tx) => {
      const revoked = await revokeKey(tx, companyId, id);
      if (!revoked) throw notFound();
      await recordAuditEvent(tx, {
        companyId,
        actor: { type: 'user', userId: auth.userId },
        action: 'api_key_revoked',
        subjectId: revoked.id,
        after: { name: revoked.name },
      });
      return revoked;
    });
    return toDto(row, this.now());
  }

  /**
   * The caller of a request made with a key: the key must be known, live and not expired, and its
   * creator still an active owner or admin of the company; the key's requests are counted (429
   * past the limit); the operation must accept keys (`scope` set, else 403) and the key hold its
   * scope (else 403). The first use is written to the decision log.
   */
  async authenticate(credential: string, scope: ApiKeyScope | undefined): Promise<AuthContext> {
    const found = await findKeyByHash(this.deps.db, hashToken(credential));
    if (!found) throw invalidKey();
    const { key, account } = found;
    const now = this.now();
    if (key.revokedAt !== null || (key.expiresAt !== null && key.expiresAt.getTime() <= now)) throw invalidKey();
    if (!account || account.user.status !== 'active' || account.user.companyId !== key.companyId) throw invalidKey();
    const role = normalizeRole(account.user.role);
    if (!hasAnyRole(role, ADMIN_OR_OWNER)) throw invalidKey();

    const limiter = this.deps.rateLimits.limiter('api-key', API_KEY_LIMITS.requestsPerMinute, 60);
    try {
      await limiter.consume(key.id);
    } catch (rejection) {
      const ms = (rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000;
      throw new AppError(429, API_KEY_MESSAGES.rateLimited, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(ms / 1000))),
      }).withCode(API_KEY_ERROR_CODES.rateLimited);
    }
    if (scope === undefined) throw forbidden(API_KEY_MESSAGES.operationRefused).withCode(API_KEY_ERROR_CODES.operationRefused);
    if (!key.scopes.includes(scope)) throw forbidden(API_KEY_MESSAGES.scopeMissing(scope)).withCode(API_KEY_ERROR_CODES.scopeMissing);

    await this.recordUse(key);
    return { userId: account.user.id, sessionId: `api-key:${key.id}`, role, companyId: key.companyId, account, apiKeyId: key.id };
  }

  private async recordUse(key: ApiKeyRow): Promise<void> {
    if (key.lastUsedAt !== null) {
      if (this.now() - key.lastUsedAt.getTime() >= API_KEY_LIMITS.lastUsedEverySeconds * 1000)
        await touchKey(this.deps.db, key.id, API_KEY_LIMITS.lastUsedEverySeconds);
      return;
    }
    await this.deps.db.transaction(async (tx) => {
      if (!(await markFirstUse(tx, key.id))) return;
      await recordAuditEvent(tx, {
        companyId: key.companyId,
        actor: { type: 'system' },
        action: 'api_key_first_used',
        subjectId: key.id,
        after: { name: key.name },
      });
    });
  }
}
