import { and, count, eq, gt, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { jobPositions } from '../job-positions/index.ts';
import { interviewQuestions, questionSets } from '../questions/index.ts';
import { employeeInvites } from '../team/index.ts';
import { users } from '../users/index.ts';

const asInt = (expr: SQL) => sql<number>`cast(${expr} as int)`;
const monthOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** How many of the company's listings hold each status. */
export async function jobCountsByStatus(db: Db, companyId: string) {
  return db
    .select({ status: jobPositions.status, n: count() })
    .from(jobPositions)
    .where(eq(jobPositions.companyId, companyId))
    .groupBy(jobPositions.status);
}

/**
 * Questions of each listing's current (newest) question set, by the set's status, and how many
 * listings are in each status.
 */
export async function currentQuestionCounts(db: Db, companyId: string) {
  return db
    .select({
      status: questionSets.status,
      questions: count(interviewQuestions.id),
      jobs: asInt(sql`count(distinct ${questionSets.jobPositionId})`),
    })
    .from(questionSets)
    .innerJoin(jobPositions, eq(jobPositions.id, questionSets.jobPositionId))
    .leftJoin(interviewQuestions, eq(interviewQuestions.questionSetId, questionSets.id))
    .where(
      and(
        eq(jobPositions.companyId, companyId),
        sql`${questionSets.version} = (select max(q2.version) from question_sets q2 where q2.job_position_id = ${questionSets.jobPositionId})`,
      ),
    )
    .groupBy(questionSets.status);
}

export async function teamCounts(db: Db, companyId: string, now: Date) {
  const [members] = await db
    .select({ all: count(), active: asInt(sql`count(*) filter (where ${users.status} = 'active')`) })
    .from(users)
    .where(eq(users.companyId, companyId));
  const [invites] = await db
    .select({ n: count() })
    .from(employeeInvites)
    .where(and(eq(employeeInvites.companyId, companyId), eq(employeeInvites.status, 'pending'), gt(employeeInvites.expiresAt, now)));
  return { members: members?.all ?? 0, active: members?.active ?? 0, pendingInvites: invites?.n ?? 0 };
}

type MonthCounts = Array<{ month: string; n: number }>;

/** Per UTC month since `since`: listings created, question sets finalized, invitations sent and accepted. */
export async function monthlyCounts(db: Db, companyId: string, since: Date) {
  const jobsCreated: Promise<MonthCounts> = db
    .select({ month: monthOf(jobPositions.createdAt), n: count() })
    .from(jobPositions)
    .where(and(eq(jobPositions.companyId, companyId), gte(jobPositions.createdAt, since)))
    .groupBy(monthOf(jobPositions.createdAt));
  const setsFinalized: Promise<MonthCounts> = db
    .select({ month: monthOf(questionSets.finalizedAt), n: count() })
    .from(questionSets)
    .innerJoin(jobPositions, eq(jobPositions.id, questionSets.jobPositionId))
    .where(and(eq(jobPositions.companyId, companyId), gte(questionSets.finalizedAt, since)))
    .groupBy(monthOf(questionSets.finalizedAt));
  const invitesSent: Promise<MonthCounts> = db
    .select({ month: monthOf(employeeInvites.createdAt), n: count() })
    .from(employeeInvites)
    .where(and(eq(employeeInvites.companyId, companyId), gte(employeeInvites.createdAt, since)))
    .groupBy(monthOf(employeeInvites.createdAt));
  const invitesAccepted: Promise<MonthCounts> = db
    .select({ month: monthOf(employeeInvites.acceptedAt), n: count() })
    .from(employeeInvites)
    .where(
      and(eq(employeeInvites.companyId, companyId), inArray(employeeInvites.status, ['accepted']), gte(employeeInvites.acceptedAt, since)),
    )
    .groupBy(monthOf(employeeInvites.acceptedAt));
  const [jobs, sets, sent, accepted] = await Promise.all([jobsCreated, setsFinalized, invitesSent, invitesAccepted]);
  return { jobs, sets, sent, accepted };
}
