import { type AnalyticsOverview, lastMonths, type MonthlyReport, type MonthlyReportRow } from '@hiring/shared/analytics';
import { WORKFLOW_STAGES, workflowStageOf } from '@hiring/shared/job-positions';
import type { Db } from '../../db/client.ts';
import { interviewFigures, monthlyInterviewCounts } from '../interviews/index.ts';
import { jobCountsByStatus, monthlyJobsCreated } from '../job-positions/index.ts';
import { currentQuestionCounts, monthlySetsFinalized } from '../questions/index.ts';
import { monthlyInvitations, teamCounts } from '../team/index.ts';

const EMPTY_OVERVIEW: AnalyticsOverview = {
  jobs: { total: 0, by_stage: WORKFLOW_STAGES.map((s) => ({ stage: s.value, label: s.label, count: 0 })) },
  questions: { generated: 0, finalized: 0, jobs_with_finalized_questions: 0 },
  team: { members: 0, active_members: 0, pending_invitations: 0 },
  interviews: { links: 0, started: 0, completed: 0, scored: 0, average_score: null },
};

const zeroMonth = (month: string): MonthlyReportRow => ({
  month,
  jobs_created: 0,
  question_sets_finalized: 0,
  invitations_sent: 0,
  invitations_accepted: 0,
  interviews_started: 0,
  interviews_completed: 0,
  average_score: null,
});

/**
 * The company's own figures (docs/decisions/381-company-analytics.md, 421-interview-figures.md):
 * listings by workflow stage, questions generated and finalized, the team, candidate interviews
 * and their scores; and a month-by-month summary in UTC. Each figure comes from the feature that
 * owns the rows, through its public entry.
 */
export class AnalyticsService {
  constructor(private readonly deps: { db: Db; now?: () => Date }) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  async overview(companyId: string | null): Promise<AnalyticsOverview> {
    if (!companyId) return EMPTY_OVERVIEW;
    const { db } = this.deps;
    const [statuses, questions, team, interviews] = await Promise.all([
      jobCountsByStatus(db, companyId),
      currentQuestionCounts(db, companyId),
      teamCounts(db, companyId, this.now()),
      interviewFigures(db, companyId),
    ]);
    const byStage = new Map<string, number>();
    for (const row of statuses) {
      const stage = workflowStageOf(row.status).value;
      byStage.set(stage, (byStage.get(stage) ?? 0) + row.n);
    }
    const finalized = questions.find((q) => q.status === 'finalized');
    const draft = questions.find((q) => q.status === 'draft');
    return {
      jobs: {
        total: statuses.reduce((sum, r) => sum + r.n, 0),
        by_stage: WORKFLOW_STAGES.map((s) => ({ stage: s.value, label: s.label, count: byStage.get(s.value) ?? 0 })),
      },
      questions: {
        generated: (finalized?.questions ?? 0) + (draft?.questions ?? 0),
        finalized: finalized?.questions ?? 0,
        jobs_with_finalized_questions: finalized?.jobs ?? 0,
      },
      team: { members: team.members, active_members: team.active, pending_invitations: team.pendingInvites },
      interviews: {
        links: interviews.links,
        started: interviews.started,
        completed: interviews.completed,
        scored: interviews.scored,
        average_score: interviews.averageScore,
      },
    };
  }

  async monthly(companyId: string | null, months: number): Promise<MonthlyReport> {
    const now = this.now();
    const keys = lastMonths(now, months);
    if (!companyId) return { months: keys.map(zeroMonth) };
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
    const { db } = this.deps;
    const [jobs, sets, invitations, interviews] = await Promise.all([
      monthlyJobsCreated(db, companyId, since),
      monthlySetsFinalized(db, companyId, since),
      monthlyInvitations(db, companyId, since),
      monthlyInterviewCounts(db, companyId, since),
    ]);
    const lookup = (rows: Array<{ month: string; n: number }>, month: string) => rows.find((r) => r.month === month)?.n ?? 0;
    return {
      months: keys.map((month) => {
        const interview = interviews.find((r) => r.month === month);
        return {
          month,
          jobs_created: lookup(jobs, month),
          question_sets_finalized: lookup(sets, month),
          invitations_sent: lookup(invitations.sent, month),
          invitations_accepted: lookup(invitations.accepted, month),
          interviews_started: interview?.started ?? 0,
          interviews_completed: interview?.completed ?? 0,
          average_score: interview?.averageScore ?? null,
        };
      }),
    };
  }
}
