import { eq } from 'drizzle-orm';
import { emptyOnboardingData } from '@hiring/shared/onboarding';
import type { DbExecutor } from '../../jobs/queue.ts';
import { type OnboardingRow, onboardingStates } from './onboarding.table.ts';

export async function findState(db: DbExecutor, userId: string): Promise<OnboardingRow | undefined> {
  const [row] = await db.select().from(onboardingStates).where(eq(onboardingStates.userId, userId)).limit(1);
  return row;
}

/** The user's row locked for a change, created first when there is none. */
export async function lockState(db: DbExecutor, userId: string, companyId: string | null): Promise<OnboardingRow> {
  await db.insert(onboardingStates).values({ userId, companyId, data: emptyOnboardingData() }).onConflictDoNothing();
  const [row] = await db.select().from(onboardingStates).where(eq(onboardingStates.userId, userId)).for('update');
  if (!row) throw new Error('onboarding row vanished');
  return row;
}

export async function updateState(
  db: DbExecutor,
  userId: string,
  values: Partial<Pick<OnboardingRow, 'currentStep' | 'data' | 'startedAt' | 'skippedAt' | 'completedAt'>>,
): Promise<OnboardingRow> {
  const [row] = await db
    .update(onboardingStates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(onboardingStates.userId, userId))
    .returning();
  if (!row) throw new Error('onboarding row vanished');
  return row;
}
