import type { AuditCandidate, BiasAuditScore } from '@hiring/shared/bias-audit';
import { type Decision, SELECTED_DECISIONS } from '@hiring/shared/decision-constants';
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { interviews } from './interviews.table.ts';
import { interviewSelfIdentifications } from './self-id.table.ts';

export interface AuditScope {
  companyId: string;
  jobPositionId?: string;
  /** Submission dates, both included (UTC days). */
  from: string;
  to: string;
  score: BiasAuditScore;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/**
 * The scored, submitted interviews of a company's period (optionally one position) with the
 * chosen overall score: the AI's (`ai_overall`), or the final one (`overall`, the reviewers'
 * scores where they scored and the AI's elsewhere, as the scoring step keeps it), and the
 * candidate's self-identification where they gave one.
 */
export async function listAuditCandidates(db: Tx, scope: AuditScope): Promise<(AuditCandidate & { decision: Decision })[]> {
  const scoreColumn = scope.score === 'ai' ? interviews.aiOverall : interviews.overall;
  const rows = await db
    .select({
      score: scoreColumn,
      decision: interviews.decision,
      sex: interviewSelfIdentifications.sex,
      race: interviewSelfIdentifications.raceEthnicity,
    })
    .from(interviews)
    .leftJoin(
      interviewSelfIdentifications,
      and(eq(interviewSelfIdentifications.interviewId, interviews.id), eq(interviewSelfIdentifications.companyId, interviews.companyId)),
    )
    .where(
      and(
        eq(interviews.companyId, scope.companyId),
        scope.jobPositionId ? eq(interviews.jobPositionId, scope.jobPositionId) : undefined,
        eq(interviews.status, 'completed'),
        eq(interviews.scoringStatus, 'scored'),
        isNotNull(scoreColumn),
        gte(interviews.completedAt, new Date(`${scope.from}T00:00:00Z`)),
        lt(interviews.completedAt, nextDay(scope.to)),
      ),
    );
  return rows.map((r) => ({
    score: Number(r.score),
    decision: r.decision,
    selected: SELECTED_DECISIONS.includes(r.decision),
    sex: r.sex ?? null,
    race_ethnicity: r.race ?? null,
  }));
}
