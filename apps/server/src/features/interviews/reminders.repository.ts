import { and, eq, sql } from 'drizzle-orm';
import { type AutomaticReminderKind, REMINDER_TIMING, type ReminderKind } from '@hiring/shared/reminders';
import type { Tx } from '../job-positions/index.ts';
import { interviews } from './interviews.table.ts';
import { interviewReminders, reminderSettings } from './reminders.table.ts';

/** The reads and writes of reminders to candidates (decision 770); the team's reads are scoped by company. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A list row's reminders: how many were mailed, and when the latest went out. */
export const reminderCountSql = sql<number>`(select count(*)::int from interview_reminders r where r.interview_id = ${interviews.id})`;
export const lastRemindedAtSql = sql<
  Date | string | null
>`(select max(r.sent_at) from interview_reminders r where r.interview_id = ${interviews.id})`;

/** Whether the company sends reminders; on where none was saved. */
export async function remindersEnabled(db: Tx, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: reminderSettings.enabled })
    .from(reminderSettings)
    .where(eq(reminderSettings.companyId, companyId))
    .limit(1);
  return row?.enabled ?? true;
}

export async function saveRemindersEnabled(db: Tx, companyId: string, enabled: boolean): Promise<void> {
  await db
    .insert(reminderSettings)
    .values({ companyId, enabled })
    .onConflictDoUpdate({ target: reminderSettings.companyId, set: { enabled, updatedAt: new Date() } });
}

/**
 * Records one reminder. An automatic kind already recorded for the interview inserts nothing and
 * answers false: the caller then sends nothing.
 */
export async function insertReminder(
  tx: Tx,
  row: { companyId: string; interviewId: string; kind: ReminderKind; sentBy: string | null; sentAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(interviewReminders)
    .values(row)
    .onConflictDoNothing({ target: [interviewReminders.interviewId, interviewReminders.kind], where: sql`kind <> 'manual'` })
    .returning({ id: interviewReminders.id });
  return inserted.length > 0;
}

/** The conditions every automatic reminder needs: a live link with an address, of a company that sends reminders. */
const liveWithEmail = (now: Date) => sql`${interviews.expiresAt} > ${now.toISOString()}::timestamptz
  and ${interviews.candidateEmail} is not null and ${interviews.dataDeletedAt} is null and ${interviews.withdrawnAt} is null
  and coalesce((select s.enabled from reminder_settings s where s.company_id = ${interviews.companyId}), true)`;

const notYet = (kind: AutomaticReminderKind) =>
  sql`not exists (select 1 from interview_reminders r where r.interview_id = ${interviews.id} and r.kind = ${kind})`;

/**
 * Interviews whose automatic reminder is due at `now`, oldest first: not started
 * `notStartedAfterDays` after the link was last mailed, or started and not submitted within
 * `notSubmittedBeforeExpiryDays` of the expiry.
 */
export async function dueReminders(db: Tx, now: Date, limit: number): Promise<{ interviewId: string; kind: AutomaticReminderKind }[]> {
  const sentBefore = new Date(now.getTime() - REMINDER_TIMING.notStartedAfterDays * DAY_MS).toISOString();
  const expiresBy = new Date(now.getTime() + REMINDER_TIMING.notSubmittedBeforeExpiryDays * DAY_MS).toISOString();
  const notStarted = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.status, 'invited'),
        sql`coalesce(${interviews.lastSentAt}, ${interviews.createdAt}) <= ${sentBefore}::timestamptz`,
        liveWithEmail(now),
        notYet('not_started'),
      ),
    )
    .orderBy(interviews.createdAt)
    .limit(limit);
  const notSubmitted = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.status, 'started'),
        sql`${interviews.expiresAt} <= ${expiresBy}::timestamptz`,
        liveWithEmail(now),
        notYet('not_submitted'),
      ),
    )
    .orderBy(interviews.expiresAt)
    .limit(limit);
  return [
    ...notStarted.map((r) => ({ interviewId: r.id, kind: 'not_started' as const })),
    ...notSubmitted.map((r) => ({ interviewId: r.id, kind: 'not_submitted' as const })),
  ];
}

/** The company of an interview, read before the job's transaction; undefined when it is gone. */
export async function companyOfInterview(db: Tx, interviewId: string): Promise<string | undefined> {
  const [row] = await db.select({ companyId: interviews.companyId }).from(interviews).where(eq(interviews.id, interviewId)).limit(1);
  return row?.companyId;
}
