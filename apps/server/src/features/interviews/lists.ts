import type { CandidatesQuery, InterviewListQuery, InterviewPage } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { toSummary } from './interview-summary.ts';
import { canManage, companyOf, type InterviewsContext } from './interviews-context.ts';
import { type ListFilter, listInterviews } from './interview-lists.repository.ts';

/** A page of the company's interviews (or one job's): status, job and search, newest first. */
export async function interviewPage(ctx: InterviewsContext, filter: ListFilter, blind: boolean, showLinks = true): Promise<InterviewPage> {
  const { rows, total } = await listInterviews(ctx.db, filter);
  return {
    items: rows.map((r) => toSummary(ctx, r, blind, showLinks)),
    page: filter.page,
    page_size: filter.pageSize,
    total_count: total,
    total_pages: Math.ceil(total / filter.pageSize),
    search: filter.search?.trim() || null,
  };
}

/** The interviews list and the talent pool: links shown only to those who manage them. */
export function listInterviewsFor(ctx: InterviewsContext, auth: AuthContext, query: InterviewListQuery | CandidatesQuery) {
  return interviewPage(
    ctx,
    {
      companyId: companyOf(auth),
      jobPositionId: query.job_position_id,
      status: query.status,
      search: query.search,
      integrityFlagged: 'integrity_flags' in query && query.integrity_flags,
      sort: query.sort,
      decision: query.decision,
      page: query.page,
      pageSize: query.page_size,
    },
    query.blind,
    canManage(auth),
  );
}
