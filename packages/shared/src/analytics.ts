import { z } from 'zod';
import type { Role } from './roles.ts';

/**
 * The company's figures at /dashboard/analytics and /dashboard/reports (issue 15): listings,
 * questions, the team and candidate interviews (docs/decisions/381-company-analytics.md,
 * 421-interview-figures.md).
 */

/** Roles that see the company's figures: those with the view_analytics permission (spec 01 §6). */
export const ANALYTICS_ROLES: readonly Role[] = ['owner', 'super_admin', 'admin', 'manager', 'team_lead'];

export const REPORT_MONTHS = { default: 6, max: 24 } as const;

export const ANALYTICS_MESSAGES = {
  monthsRange: `Please choose between 1 and ${REPORT_MONTHS.max} months`,
  loadFailed: 'We could not load these figures. Please try again.',
  noAccess: 'Your role does not include analytics. Ask an owner or admin of your company for access.',
  noJobs: 'No job listings yet: the figures fill in as your team creates listings.',
  noInterviews: 'No interviews yet: these figures fill in as candidates take the interviews you send.',
  noScores: 'No scored interviews yet',
  noActivity: 'Nothing happened in these months yet: the report fills in as your team works.',
} as const;

export const analyticsOverviewSchema = z.object({
  jobs: z.object({
    total: z.number().int(),
    by_stage: z.array(z.object({ stage: z.string(), label: z.string(), count: z.number().int() })),
  }),
  questions: z.object({
    /** Questions in each listing's current question set (generation finished). */
    generated: z.number().int(),
    /** Of those, questions in a finalized set. */
    finalized: z.number().int(),
    /** Listings whose current question set is finalized. */
    jobs_with_finalized_questions: z.number().int(),
  }),
  team: z.object({
    members: z.number().int(),
    active_members: z.number().int(),
    pending_invitations: z.number().int(),
  }),
  interviews: z.object({
    /** Links that hold a place (every link except those withdrawn before the candidate started). */
    links: z.number().int(),
    /** Interviews the candidate started (consented and began), submitted or not. */
    started: z.number().int(),
    /** Interviews the candidate submitted. */
    completed: z.number().int(),
    /** Submitted interviews whose scoring finished. */
    scored: z.number().int(),
    /** Mean overall score (1-5, the reviewer's where given) of the scored interviews, to 2 decimals; null when none. */
    average_score: z.number().nullable(),
  }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const monthlyReportQuerySchema = z.object({
  months: z.coerce
    .number({ error: ANALYTICS_MESSAGES.monthsRange })
    .int(ANALYTICS_MESSAGES.monthsRange)
    .min(1, ANALYTICS_MESSAGES.monthsRange)
    .max(REPORT_MONTHS.max, ANALYTICS_MESSAGES.monthsRange)
    .default(REPORT_MONTHS.default),
});

export const monthlyReportRowSchema = z.object({
  /** The month in UTC, as YYYY-MM. */
  month: z.string(),
  jobs_created: z.number().int(),
  question_sets_finalized: z.number().int(),
  invitations_sent: z.number().int(),
  invitations_accepted: z.number().int(),
  /** Interviews started in the month. */
  interviews_started: z.number().int(),
  /** Interviews submitted in the month. */
  interviews_completed: z.number().int(),
  /** Mean overall score of the month's submitted interviews that are scored; null when none. */
  average_score: z.number().nullable(),
});
export type MonthlyReportRow = z.infer<typeof monthlyReportRowSchema>;

export const monthlyReportSchema = z.object({
  /** Newest month first; every month of the range is present, with zeros when nothing happened. */
  months: z.array(monthlyReportRowSchema),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

/** The last `count` months in UTC ending with the month of `now`, newest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** A score for display: one decimal on the 1-5 scale, or the "no scores" words. */
export function formatAverageScore(score: number | null): string {
  return score === null ? '—' : `${score.toFixed(1)} / 5`;
}
