import { CANDIDATE_REQUEST_LABELS, type TeamCandidateRequests } from '@hiring/shared/candidate-rights';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { teamRequests } from './candidate-rights.ts';
import { erasureHandledBySystem, interviewNotFound, requestNotFound } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { markRequestDone } from './rights.repository.ts';

/**
 * The team marks a candidate's request for an accommodation or a human review as handled: the day
 * shows on the interview, and who did it is in the decision log. Marking it again changes nothing;
 * an erasure is carried out by the system on its day, so it is never marked by hand.
 */
export async function markRequestHandled(
  ctx: InterviewsContext,
  auth: AuthContext,
  interviewId: string,
  requestId: string,
): Promise<TeamCandidateRequests> {
  const companyId = companyOf(auth);
  const row = await repo.findInterview(ctx.db, companyId, interviewId);
  if (!row) throw interviewNotFound();
  if (!isUuid(requestId)) throw requestNotFound();
  await ctx.db.transaction(async (tx) => {
    const marked = await markRequestDone(tx, row.id, requestId, new Date());
    if (!marked) throw requestNotFound();
    const request = marked.row;
    if (request.type === 'erasure') throw erasureHandledBySystem();
    if (!marked.changed) return;
    await recordAuditEvent(tx, {
      companyId,
      interviewId: row.id,
      jobPositionId: row.jobPositionId,
      actor: { type: 'user', userId: auth.userId },
      action: 'candidate_request_handled',
      subjectId: request.id,
      after: { request_id: request.id, request_type: request.type, request_label: CANDIDATE_REQUEST_LABELS[request.type] },
    });
  });
  return teamRequests(ctx, auth, row.id);
}
