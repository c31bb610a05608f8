import type { Compare, CompareQuery } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { compareNotScored, compareSameJob, interviewNotFound } from './interview-errors.ts';
import { findListRows } from './interview-lists.repository.ts';
import { toSummary } from './interview-summary.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import { draftHidden, reviewProgress } from './review-progress.ts';

/** Two to four scored interviews of one job side by side, per goal with a quote each; blind on request. */
export async function compareInterviews(ctx: InterviewsContext, auth: AuthContext, query: CompareQuery): Promise<Compare> {
  const companyId = companyOf(auth);
  const rows = await findListRows(ctx.db, companyId, query.interview_ids);
  if (rows.length !== query.interview_ids.length) throw interviewNotFound();
  const ordered = query.interview_ids.map((id) => rows.find((r) => r.id === id)!);
  const jobId = ordered[0]!.jobPositionId;
  if (ordered.some((r) => r.jobPositionId !== jobId)) throw compareSameJob();
  if (ordered.some((r) => r.scoringStatus !== 'scored')) throw compareNotScored();
  const goals: Compare['goals'] = [];
  for (const r of ordered)
    for (const g of r.goalResults)
      if (!goals.some((x) => x.goal_id === g.goal_id)) goals.push({ goal_id: g.goal_id, goal_text: g.goal_text, category: g.category });
  return {
    job_position_id: jobId,
    job_title: ordered[0]!.jobTitle,
    blind: query.blind,
    goals,
    candidates: ordered.map((r) => {
      const s = toSummary(ctx, r, query.blind, false);
      const hideDraft = draftHidden(r);
      return {
        interview_id: r.id,
        candidate_label: s.candidate_label,
        candidate_name: s.candidate_name,
        candidate_email: s.candidate_email,
        overall_score: s.overall_score,
        recommendation: s.recommendation,
        review_status: s.review_status,
        decision: r.decision,
        ...reviewProgress(r),
        goals: goals.map((g) => {
          const found = r.goalResults.find((x) => x.goal_id === g.goal_id);
          return { goal_id: g.goal_id, score: hideDraft ? null : (found?.final_score ?? null), quote: found?.quote ?? null };
        }),
      };
    }),
  };
}
