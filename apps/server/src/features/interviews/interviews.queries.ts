import { and, avg, count, desc, eq, gte, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPositions } from '../job-positions/index.ts';
import { effectiveStatusSql } from './interview-lists.repository.ts';
import { interviews } from './interviews.table.ts';
import { containsPattern, startsPattern } from '../../lib/like.ts';

/**
 * Read-only queries other features ask of the interviews (the top-bar search, the company's
 * figures): always one company. Candidates whose data was deleted are never found by name;
 * their scores still count, anonymous.
 */

const asInt = (expr: SQL) => sql<number>`cast(${expr} as int)`;
/** Averages to 2 decimals, as a number (numeric comes back as a string from both drivers). */
const toScore = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;

/**
 * The company's candidates (one per interview) whose name or email contains the text, with the
 * job they interview for; names that start with it come first, then the newest.
 */
export async function searchCandidates(db: Db, companyId: string, text: string, limit: number) {
  const contains = containsPattern(text);
  const starts = startsPattern(text);
  const rows = await db
    .select({
      id: interviews.id,
      name: interviews.candidateName,
      email: interviews.candidateEmail,
      jobTitle: jobPositions.title,
      status: effectiveStatusSql,
    })
    .from(interviews)
    .innerJoin(jobPositions, eq(jobPositions.id, interviews.jobPositionId))
    .where(
      and(
        eq(interviews.companyId, companyId),
        isNull(interviews.dataDeletedAt),
        or(ilike(interviews.candidateName, contains), ilike(interviews.candidateEmail, contains)),
      ),
    )
    .orderBy(desc(sql`(coalesce(${interviews.candidateName}, '') ilike ${starts})`), desc(interviews.createdAt), desc(interviews.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', email: r.email ?? '', jobTitle: r.jobTitle, status: r.status }));
}

/** Links that hold a place: all but those withdrawn before the candidate started (the max_responses rule). */
const holdsPlace = or(isNull(interviews.withdrawnAt), isNotNull(interviews.startedAt));
const scored = sql`${interviews.scoringStatus} = 'scored' and ${interviews.overall} is not null`;

export interface InterviewFigures {
  links: number;
  started: number;
  completed: number;
  scored: number;
  averageScore: number | null;
}

/** The company's interviews: links, started, submitted, scored, and the mean overall score. */
export async function interviewFigures(db: Db, companyId: string): Promise<InterviewFigures> {
  const [row] = await db
    .select({
      links: asInt(sql`count(*) filter (where ${holdsPlace})`),
      started: asInt(sql`count(*) filter (where ${interviews.startedAt} is not null)`),
      completed: asInt(sql`count(*) filter (where ${interviews.completedAt} is not null)`),
      scored: asInt(sql`count(*) filter (where ${scored})`),
      average: sql<string | null>`avg(${interviews.overall}) filter (where ${scored})`,
    })
    .from(interviews)
    .where(eq(interviews.companyId, companyId));
  return {
    links: row?.links ?? 0,
    started: row?.started ?? 0,
    completed: row?.completed ?? 0,
    scored: row?.scored ?? 0,
    averageScore: toScore(row?.average),
  };
}

export interface MonthlyInterviewRow {
  month: string;
  started: number;
  completed: number;
  averageScore: number | null;
}

/** Per UTC month since `since`: interviews started, submitted, and the mean score of those submitted that are scored. */
export async function monthlyInterviewCounts(db: Db, companyId: string, since: Date): Promise<MonthlyInterviewRow[]> {
  const startedMonth = sql<string>`to_char(${interviews.startedAt} at time zone 'UTC', 'YYYY-MM')`;
  const completedMonth = sql<string>`to_char(${interviews.completedAt} at time zone 'UTC', 'YYYY-MM')`;
  const [started, completed] = await Promise.all([
    db
      .select({ month: startedMonth, n: count() })
      .from(interviews)
      .where(and(eq(interviews.companyId, companyId), gte(interviews.startedAt, since)))
      .groupBy(startedMonth),
    db
      .select({ month: completedMonth, n: count(), average: avg(sql`case when ${scored} then ${interviews.overall} end`) })
      .from(interviews)
      .where(and(eq(interviews.companyId, companyId), gte(interviews.completedAt, since)))
      .groupBy(completedMonth),
  ]);
  const months = new Set([...started.map((r) => r.month), ...completed.map((r) => r.month)]);
  return [...months].map((month) => {
    const done = completed.find((r) => r.month === month);
    return {
      month,
      started: started.find((r) => r.month === month)?.n ?? 0,
      completed: done?.n ?? 0,
      averageScore: toScore(done?.average),
    };
  });
}
