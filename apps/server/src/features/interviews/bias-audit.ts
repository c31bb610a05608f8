import { auditPeriod, type BiasAuditQuery, type BiasAuditReport, computeBiasAudit } from '@hiring/shared/bias-audit';
import type { AuthContext } from '../../plugins/auth.ts';
import { listAuditCandidates } from './bias-audit.queries.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';

/**
 * GET /app/interviews/bias-audit (decisions 701-703): the scoring rates and impact ratios of a
 * period by sex, race/ethnicity and their intersection, for owners and admins. The only team
 * read of candidates' self-identification, and it gives counts, never a person's answer.
 */
export async function biasAudit(ctx: InterviewsContext, auth: AuthContext, query: BiasAuditQuery): Promise<BiasAuditReport> {
  const { from, to } = auditPeriod(query);
  const candidates = await listAuditCandidates(ctx.db, {
    companyId: companyOf(auth),
    jobPositionId: query.job_position_id,
    from,
    to,
    score: query.score,
  });
  const decided = query.selection === 'decision';
  return {
    ...computeBiasAudit(candidates, query.selection),
    selection: query.selection,
    selected: decided ? candidates.filter((c) => c.selected).length : null,
    undecided: decided ? candidates.filter((c) => c.decision === 'undecided').length : null,
    from,
    to,
    score: query.score,
    job_position_id: query.job_position_id ?? null,
    answered: candidates.filter((c) => c.sex !== null || c.race_ethnicity !== null).length,
    generated_at: new Date().toISOString(),
  };
}
