import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPositions } from '../job-positions/index.ts';
import { interviewQuestions, questionSets } from './questions.table.ts';

/** Read-only queries other features ask of the question sets (the company's figures). Always one company. */

const asInt = (expr: SQL) => sql<number>`cast(${expr} as int)`;

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

const monthOf = sql<string>`to_char(${questionSets.finalizedAt} at time zone 'UTC', 'YYYY-MM')`;

/** Question sets finalized per UTC month since `since`. */
export async function monthlySetsFinalized(db: Db, companyId: string, since: Date): Promise<Array<{ month: string; n: number }>> {
  return db
    .select({ month: monthOf, n: count() })
    .from(questionSets)
    .innerJoin(jobPositions, eq(jobPositions.id, questionSets.jobPositionId))
    .where(and(eq(jobPositions.companyId, companyId), gte(questionSets.finalizedAt, since)))
    .groupBy(monthOf);
}
