import type { CandidateRequestType } from '@hiring/shared/candidate-rights';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { type CandidateRequestRow, candidateRequests } from './rights.table.ts';

/** The candidate's requests of one interview; reads are scoped to the interview (and so to its company). */

export async function insertRequest(
  tx: Tx,
  values: { companyId: string; interviewId: string; type: CandidateRequestType; text: string | null; dueAt: Date | null; at: Date },
): Promise<CandidateRequestRow> {
  const [row] = await tx
    .insert(candidateRequests)
    .values({
      companyId: values.companyId,
      interviewId: values.interviewId,
      type: values.type,
      text: values.text,
      dueAt: values.dueAt,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export function listRequests(db: Tx, companyId: string, interviewId: string): Promise<CandidateRequestRow[]> {
  return db
    .select()
    .from(candidateRequests)
    .where(and(eq(candidateRequests.companyId, companyId), eq(candidateRequests.interviewId, interviewId)))
    .orderBy(desc(candidateRequests.createdAt));
}

/** Erasure carried out: the requests' words go with the rest of the candidate's data, open erasures are done. */
export async function closeRequestsOnErasure(tx: Tx, interviewId: string, at: Date): Promise<void> {
  await tx.update(candidateRequests).set({ text: null }).where(eq(candidateRequests.interviewId, interviewId));
  await tx
    .update(candidateRequests)
    .set({ doneAt: at })
    .where(and(eq(candidateRequests.interviewId, interviewId), eq(candidateRequests.type, 'erasure'), isNull(candidateRequests.doneAt)));
}

/**
 * Marks one of the interview's open requests (not an erasure) done at `at`. Answers the row and
 * whether this call changed it, or null when the interview has no such request.
 */
export async function markRequestDone(
  tx: Tx,
  interviewId: string,
  requestId: string,
  at: Date,
): Promise<{ row: CandidateRequestRow; changed: boolean } | null> {
  const [row] = await tx
    .select()
    .from(candidateRequests)
    .where(and(eq(candidateRequests.interviewId, interviewId), eq(candidateRequests.id, requestId)))
    .for('update');
  if (!row) return null;
  if (row.doneAt || row.type === 'erasure') return { row, changed: false };
  const [updated] = await tx.update(candidateRequests).set({ doneAt: at }).where(eq(candidateRequests.id, row.id)).returning();
  return { row: updated!, changed: true };
}
