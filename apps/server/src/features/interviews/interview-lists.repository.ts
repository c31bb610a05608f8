import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { InterviewSort } from '@hiring/shared/blind-review';
import type { Decision } from '@hiring/shared/decision-constants';
import type { InterviewStatusFilter } from '@hiring/shared/interviews';
import { jobPositions, type Tx } from '../job-positions/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { type InterviewRow, interviews } from './interviews.table.ts';
import { containsPattern } from '../../lib/like.ts';
import { integrityFlaggedSql } from './answer-signals.ts';
import { lastRemindedAtSql, reminderCountSql } from './reminders.repository.ts';

/** The reads of interviews as lists show them: with the job's title and their counts of questions, answers and reviews. */

/** The status a row shows: a link past its expiry that was not submitted is expired. */
export const effectiveStatusSql = sql<string>`case when ${interviews.status} in ('invited', 'started') and ${interviews.expiresAt} <= now() then 'expired' else ${interviews.status} end`;

export function statusCondition(filter: InterviewStatusFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'pending') return sql`${effectiveStatusSql} in ('invited', 'started')`;
  return sql`${effectiveStatusSql} = ${filter}`;
}

export interface ListFilter {
  companyId: string;
  jobPositionId?: string;
  status?: InterviewStatusFilter;
  search?: string;
  /** Only interviews with an integrity flag on an answer (the candidates list, decision 676). */
  integrityFlagged?: boolean;
  /** recent: newest first; reviewed_score: reviewed interviews by their (reviewers') score, then the rest newest first. */
  sort?: InterviewSort;
  /** Only this decision (decision 760). */
  decision?: Decision;
  page: number;
  pageSize: number;
}

export type InterviewListRow = InterviewRow & {
  jobTitle: string;
  questionsCount: number;
  answeredCount: number;
  reviewedCount: number;
  blindReview: boolean;
  reminderCount: number;
  lastRemindedAt: Date | null;
  decidedByName: string | null;
};

const questionsCountSql = sql<number>`(select count(*)::int from interview_questions q where q.question_set_id = ${interviews.questionSetId})`;
const answeredCountSql = sql<number>`(select count(*)::int from interview_answers a where a.interview_id = ${interviews.id} and a.text is not null and btrim(a.text) <> '')`;
/** Questions at least one reviewer scored (answer_reviews, decision 660). */
const reviewedCountSql = sql<number>`(select count(distinct r.question_id)::int from answer_reviews r where r.interview_id = ${interviews.id})`;
/** The company's blind-first review setting; on where none was saved (decision 660). */
const blindReviewSql = sql<boolean>`coalesce((select s.blind_review from interview_settings s where s.company_id = ${interviews.companyId}), true)`;

/** The overall score once every question has a reviewer's score (then it is the reviewers' alone). */
const reviewedScoreSql = sql`case when ${questionsCountSql} > 0 and ${reviewedCountSql} >= ${questionsCountSql} then ${interviews.overall} end`;

/** Who made the decision, by name (null: nobody, or a member since removed). */
const decidedByNameSql = sql<
  string | null
>`(select btrim(u.first_name || ' ' || u.last_name) from users u where u.id = ${interviews.decidedBy})`;

/** Decisions in the order a team works through them: hire, advance, hold, reject, then undecided. */
const decisionOrderSql = sql`case ${interviews.decision} when 'hire' then 0 when 'advance' then 1 when 'hold' then 2 when 'reject' then 3 else 4 end`;

const listColumns = {
  interview: interviews,
  jobTitle: jobPositions.title,
  questionsCount: questionsCountSql,
  answeredCount: answeredCountSql,
  reviewedCount: reviewedCountSql,
  blindReview: blindReviewSql,
  reminderCount: reminderCountSql,
  lastRemindedAt: lastRemindedAtSql,
  decidedByName: decidedByNameSql,
};

const flatten = (r: {
  interview: InterviewRow;
  jobTitle: string;
  questionsCount: number;
  answeredCount: number;
  reviewedCount: number;
  blindReview: boolean | string;
  reminderCount: number;
  lastRemindedAt: Date | string | null;
  decidedByName: string | null;
}) => ({
  ...r.interview,
  jobTitle: r.jobTitle,
  questionsCount: Number(r.questionsCount),
  answeredCount: Number(r.answeredCount),
  reviewedCount: Number(r.reviewedCount),
  blindReview: r.blindReview === true || r.blindReview === 't' || r.blindReview === 'true',
  reminderCount: Number(r.reminderCount),
  lastRemindedAt: r.lastRemindedAt === null ? null : new Date(r.lastRemindedAt),
  decidedByName: r.decidedByName ?? null,
});

export async function listInterviews(db: Tx, filter: ListFilter): Promise<{ rows: InterviewListRow[]; total: number }> {
  const search = filter.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const where = and(
    eq(interviews.companyId, filter.companyId),
    filter.jobPositionId ? eq(interviews.jobPositionId, filter.jobPositionId) : undefined,
    statusCondition(filter.status),
    filter.integrityFlagged ? integrityFlaggedSql : undefined,
    filter.decision ? eq(interviews.decision, filter.decision) : undefined,
    pattern
      ? or(ilike(interviews.candidateName, pattern), ilike(interviews.candidateEmail, pattern), ilike(jobPositions.title, pattern))
      : undefined,
  );
  const [totalRow] = await db
    .select({ n: count() })
    .from(interviews)
    .innerJoin(jobPositions, eq(jobPositions.id, interviews.jobPositionId))
    .where(where);
  const rows = await db
    .select(listColumns)
    .from(interviews)
    .innerJoin(jobPositions, eq(jobPositions.id, interviews.jobPositionId))
    .where(where)
    .orderBy(
      ...(filter.sort === 'reviewed_score' ? [sql`${reviewedScoreSql} desc nulls last`, sql`${reviewedCountSql} desc`] : []),
      ...(filter.sort === 'decision' ? [asc(decisionOrderSql)] : []),
      desc(sql`coalesce(${interviews.completedAt}, ${interviews.createdAt})`),
      desc(interviews.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows: rows.map(flatten), total: totalRow?.n ?? 0 };
}

export async function findListRows(db: Tx, companyId: string, ids: string[]): Promise<InterviewListRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(interviews)
    .innerJoin(jobPositions, eq(jobPositions.id, interviews.jobPositionId))
    .where(and(eq(interviews.companyId, companyId), inArray(interviews.id, valid)));
  return rows.map(flatten);
}

/** Every interview of the company (or one job) with scores, for the analysis screen. */
export async function listScoredInterviews(db: Tx, companyId: string, jobPositionId?: string): Promise<InterviewListRow[]> {
  const rows = await db
    .select(listColumns)
    .from(interviews)
    .innerJoin(jobPositions, eq(jobPositions.id, interviews.jobPositionId))
    .where(and(eq(interviews.companyId, companyId), jobPositionId ? eq(interviews.jobPositionId, jobPositionId) : undefined))
    .orderBy(asc(jobPositions.title), asc(interviews.createdAt));
  return rows.map(flatten);
}
