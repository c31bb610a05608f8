import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactorRecoveryCodes, userTwoFactor } from './auth.table.ts';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row;
}

/** A new setup: the sealed secret, not enabled yet. Replaces a setup not finished; never an enabled one. */
export async function saveSetup(db: Db, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records the time step a code was accepted for, only when it is later than the last one: false
 * when another request used this step (or a later one) first, so a code is never accepted twice.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step))))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export async function markEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ enabledAt: sql`now()` })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  });
}

/** A new set of recovery codes replaces the old one. */
export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Uses a recovery code once: false when it is not the user's or was used already. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
