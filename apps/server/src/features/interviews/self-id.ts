import type { SelfIdInput, SelfIdSaved } from '@hiring/shared/self-id';
import { eq } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { interviewOfToken } from './candidate-access.ts';
import { selfIdBeforeSubmit } from './interview-errors.ts';
import type { InterviewsContext } from './interviews-context.ts';
import { interviewSelfIdentifications } from './self-id.table.ts';

/**
 * The candidate's voluntary self-identification (decision 700): accepted once the interview is
 * submitted, never before; a second answer replaces the first. Nothing is logged or told to the
 * team: only the bias audit reads it.
 */
export async function saveSelfId(ctx: InterviewsContext, token: string, ip: string, input: SelfIdInput): Promise<SelfIdSaved> {
  const row = await interviewOfToken(ctx, token, ip);
  if (row.status !== 'completed') throw selfIdBeforeSubmit();
  const values = { sex: input.sex, raceEthnicity: input.race_ethnicity, answeredAt: new Date() };
  await ctx.db
    .insert(interviewSelfIdentifications)
    .values({ interviewId: row.id, companyId: row.companyId, ...values })
    .onConflictDoUpdate({ target: interviewSelfIdentifications.interviewId, set: values });
  return { saved: true };
}

/** Removes an interview's self-identification with the rest of the candidate's data. */
export async function deleteSelfId(tx: Tx, interviewId: string): Promise<void> {
  await tx.delete(interviewSelfIdentifications).where(eq(interviewSelfIdentifications.interviewId, interviewId));
}
