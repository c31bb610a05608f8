import { INTERVIEW_LIMITS, type JobLinks, type JobLinksQuery } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { positionForInterviews } from '../job-positions/index.ts';
import { currentSet } from '../questions/index.ts';
import { linksBlockedReason } from './generate-links.ts';
import { jobNotFound } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import { countJobResponses } from './interviews.repository.ts';
import { interviewPage } from './lists.ts';

/** A job's links page, with whether new links can be made now (and why not) and how many places are used. */
export async function jobLinks(ctx: InterviewsContext, auth: AuthContext, jobPositionId: string, query: JobLinksQuery): Promise<JobLinks> {
  const companyId = companyOf(auth);
  const job = await positionForInterviews(ctx.db, companyId, jobPositionId);
  if (!job) throw jobNotFound();
  const page = await interviewPage(
    ctx,
    { companyId, jobPositionId: job.id, status: query.status, search: query.search, page: query.page, pageSize: query.page_size },
    false,
  );
  const [reason, used, set] = await Promise.all([
    linksBlockedReason(ctx.db, job),
    countJobResponses(ctx.db, job.id),
    currentSet(ctx.db, job.id),
  ]);
  return {
    ...page,
    job_position_id: job.id,
    job_title: job.title,
    job_status: job.status,
    can_create_links: reason === null,
    blocked_reason: reason,
    max_responses: job.maxResponses ?? INTERVIEW_LIMITS.maxResponsesDefault,
    responses_used: used,
    question_set_version: set?.status === 'finalized' ? set.version : null,
  };
}
