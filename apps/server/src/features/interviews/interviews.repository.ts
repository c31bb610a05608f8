import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { users } from '../users/index.ts';
import { type InterviewAnswerRow, type InterviewRow, interviewAnswers, interviews, type NewInterview } from './interviews.table.ts';
import { isUuid } from '../../lib/uuid.ts';

/** Queries of the interviews feature; every team-side read is scoped to a company. */

/** Links that hold a place: all but those withdrawn before the candidate started. */
const holdsPlace = or(isNull(interviews.withdrawnAt), isNotNull(interviews.startedAt))!;

export async function countJobResponses(db: Tx, jobPositionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviews)
    .where(and(eq(interviews.jobPositionId, jobPositionId), holdsPlace));
  return row?.n ?? 0;
}

/** Interviews created in a window (the plan's interviews per month), the same rule as max_responses. */
export async function countCompanyInterviews(db: Tx, companyId: string, window: { start: Date; end: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviews)
    .where(
      and(eq(interviews.companyId, companyId), gte(interviews.createdAt, window.start), lt(interviews.createdAt, window.end), holdsPlace),
    );
  return row?.n ?? 0;
}

/** Emails among `emails` that already hold a live link for the job. */
export async function liveEmails(db: Tx, jobPositionId: string, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: interviews.candidateEmail })
    .from(interviews)
    .where(and(eq(interviews.jobPositionId, jobPositionId), inArray(interviews.candidateEmail, emails), isNull(interviews.withdrawnAt)));
  return rows.map((r) => r.email!).filter(Boolean);
}

export async function insertInterviews(tx: Tx, values: NewInterview[]): Promise<InterviewRow[]> {
  if (values.length === 0) return [];
  return tx.insert(interviews).values(values).returning();
}

export async function findByTokenHash(db: Tx, tokenHash: string): Promise<InterviewRow | undefined> {
  const [row] = await db.select().from(interviews).where(eq(interviews.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findInterview(db: Tx, companyId: string, id: string): Promise<InterviewRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.companyId, companyId)))
    .limit(1);
  return row;
}

export async function findInterviewById(db: Tx, id: string): Promise<InterviewRow | undefined> {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
  return row;
}

/** The row, locked until the transaction ends: start, answers and submit of one interview take turns. */
export async function lockInterview(tx: Tx, id: string): Promise<InterviewRow | undefined> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  return row;
}

export async function updateInterview(db: Tx, id: string, values: Partial<NewInterview>): Promise<void> {
  await db
    .update(interviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(interviews.id, id));
}

export async function listAnswers(db: Tx, interviewId: string): Promise<InterviewAnswerRow[]> {
  return db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, interviewId));
}

export async function listAnswersOf(db: Tx, interviewIds: string[]): Promise<InterviewAnswerRow[]> {
  if (interviewIds.length === 0) return [];
  return db.select().from(interviewAnswers).where(inArray(interviewAnswers.interviewId, interviewIds));
}

/** The page's integrity signals of one answer, as saved; a signal left out is kept as it was. */
export interface SignalsInput {
  paste_count?: number;
  pasted_chars?: number;
  tab_leaves?: number;
  seconds?: number;
}

/**
 * The highest of the stored and the sent value: the signals are cumulative, so a save retried
 * late, or sent from a second tab that counted less, never lowers them (GREATEST skips nulls).
 */
const highest = (column: string) => sql.raw(`greatest("interview_answers"."${column}", excluded."${column}")`);

export async function saveAnswer(
  tx: Tx,
  interviewId: string,
  questionId: string,
  text: string,
  at: Date,
  signals: SignalsInput = {},
): Promise<void> {
  const values = {
    pasteCount: signals.paste_count ?? null,
    pastedChars: signals.pasted_chars ?? null,
    tabLeaves: signals.tab_leaves ?? null,
    activeSeconds: signals.seconds ?? null,
  };
  await tx
    .insert(interviewAnswers)
    .values({ interviewId, questionId, text, savedAt: at, ...values })
    .onConflictDoUpdate({
      target: [interviewAnswers.interviewId, interviewAnswers.questionId],
      set: {
        text,
        savedAt: at,
        pasteCount: highest('paste_count'),
        pastedChars: highest('pasted_chars'),
        tabLeaves: highest('tab_leaves'),
        activeSeconds: highest('active_seconds'),
      },
    });
}

export async function updateAnswer(
  db: Tx,
  interviewId: string,
  questionId: string,
  values: Partial<typeof interviewAnswers.$inferInsert>,
  onlyUnscored = false,
): Promise<boolean> {
  const rows = await db
    .update(interviewAnswers)
    .set(values)
    .where(
      and(
        eq(interviewAnswers.interviewId, interviewId),
        eq(interviewAnswers.questionId, questionId),
        onlyUnscored ? isNull(interviewAnswers.scoredAt) : undefined,
      ),
    )
    .returning({ id: interviewAnswers.id });
  return rows.length > 0;
}

export async function userNames(db: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

/**
 * Interviews whose retention has run out at `now`: ended (submitted, withdrawn, or expired)
 * longer ago than the company's retention days, with their data still kept.
 */
export async function dueForDeletion(db: Tx, now: Date, limit: number, defaultDays: number): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db.execute<{ id: string }>(sql`
    select i.id from interviews i
    left join interview_settings s on s.company_id = i.company_id
    where i.data_deleted_at is null
      and coalesce(i.completed_at, i.withdrawn_at, case when i.status in ('invited', 'started') and i.expires_at <= ${at} then i.expires_at end)
          + make_interval(days => coalesce(s.retention_days, ${defaultDays})) <= ${at}
    order by i.created_at
    limit ${limit}`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Links that expired in (since, now] without a submit, in expiry order, after a keyset cursor. */
export async function expiredBetween(
  db: Tx,
  since: Date,
  now: Date,
  after: { expiresAt: Date; id: string } | null,
  limit: number,
): Promise<Pick<InterviewRow, 'id' | 'companyId' | 'jobPositionId' | 'status' | 'expiresAt'>[]> {
  return db
    .select({
      id: interviews.id,
      companyId: interviews.companyId,
      jobPositionId: interviews.jobPositionId,
      status: interviews.status,
      expiresAt: interviews.expiresAt,
    })
    .from(interviews)
    .where(
      and(
        inArray(interviews.status, ['invited', 'started']),
        gt(interviews.expiresAt, since),
        lte(interviews.expiresAt, now),
        after
          ? or(gt(interviews.expiresAt, after.expiresAt), and(eq(interviews.expiresAt, after.expiresAt), gt(interviews.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(asc(interviews.expiresAt), asc(interviews.id))
    .limit(limit);
}

export async function jobInterviewCount(db: Tx, jobPositionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviews)
    .where(and(eq(interviews.jobPositionId, jobPositionId), ne(interviews.status, 'withdrawn')));
  return row?.n ?? 0;
}
