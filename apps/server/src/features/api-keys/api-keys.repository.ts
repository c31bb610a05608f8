import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../companies/index.ts';
import { type SessionAccount, sessionUserColumns, users, withJoinedCompany } from '../users/index.ts';
import { type ApiKeyRow, apiKeys } from './api-keys.table.ts';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/** The company's keys not revoked, newest first. */
export function listKeys(db: Db, companyId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countLiveKeys(db: Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(
  tx: Tx,
  values: { companyId: string; createdBy: string; name: string; scopes: string[]; keyHash: string; hint: string; expiresAt: Date | null },
): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** Marks a live key of the company revoked; undefined when there is none of that id. */
export async function revokeKey(tx: Tx, companyId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}

/** A key by its hash, with the member who created it and their company (null when they are gone). */
export async function findKeyByHash(db: Db, keyHash: string): Promise<{ key: ApiKeyRow; account: SessionAccount | null } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: sessionUserColumns, company: { id: companies.id, name: companies.name } })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  if (!row) return undefined;
  return { key: row.key, account: row.user?.id ? withJoinedCompany({ user: row.user, company: row.company }) : null };
}

/** Sets the first use; true when this call did (the key had never been used). */
export async function markFirstUse(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.lastUsedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Moves the last-used time on, at most once in `everySeconds`. */
export async function touchKey(db: Tx, id: string, everySeconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${everySeconds})`))),
    );
}
