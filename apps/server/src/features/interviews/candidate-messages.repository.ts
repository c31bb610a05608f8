import { eq } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { type CandidateMessageSettingsRow, candidateMessageSettings } from './decisions.table.ts';

/** A company's candidate messages row (decision 762); none until the company saves its own. */
export async function findMessageSettings(db: Tx, companyId: string): Promise<CandidateMessageSettingsRow | undefined> {
  const [row] = await db.select().from(candidateMessageSettings).where(eq(candidateMessageSettings.companyId, companyId)).limit(1);
  return row;
}

export async function upsertMessageSettings(
  db: Tx,
  companyId: string,
  values: Pick<CandidateMessageSettingsRow, 'templates' | 'nextStepsText' | 'strengthsAfterReview'>,
): Promise<void> {
  await db
    .insert(candidateMessageSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: candidateMessageSettings.companyId, set: { ...values, updatedAt: new Date() } });
}
