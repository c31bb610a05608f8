import {
  type AutomaticReminderKind,
  REMINDER_ERROR_CODES,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  REMINDER_TIMING,
  type ReminderKind,
  type ReminderSettings,
  type ReminderSettingsInput,
  reminderSettingsInputSchema,
} from '@hiring/shared/reminders';
import { INTERVIEW_MANAGER_ROLES, type InterviewSummary, interviewUrlPath } from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { positionForInterviews, type Tx } from '../job-positions/index.ts';
import { interviewNotFound } from './interview-errors.ts';
import { effectiveStatus } from './interview-status.ts';
import { summaryOf } from './interview-summary.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';
import { unsealToken } from './link-tokens.ts';
import { interviewReminderMail } from './reminder-mail.ts';
import { companyOfInterview, dueReminders, insertReminder, remindersEnabled, saveRemindersEnabled } from './reminders.repository.ts';

/**
 * Reminders to candidates (issue 43, item 3; decision 770). A sweep of the job queue finds the
 * reminders due and queues one job each (`interviews.remind`); the job checks again under the
 * interview's lock and records the reminder, mails it and logs it in one transaction. The
 * automatic kinds are unique per interview in the database, so a second worker, a retry or a run
 * after a restart sends nothing more. A team member may also remind by hand.
 */

export const REMINDER_SWEEP_JOB = 'interviews.reminders';
export const REMINDER_SWEEP_MS = REMINDER_TIMING.sweepMinutes * 60 * 1000;
export const SEND_REMINDER_JOB = 'interviews.remind';

const refusal = (code: keyof typeof REMINDER_ERROR_CODES) =>
  new AppError(409, REMINDER_MESSAGES[code]).withCode(REMINDER_ERROR_CODES[code]);

/** Why this interview cannot be reminded now, or null when it can. */
function whyNot(row: InterviewRow, now: Date): keyof typeof REMINDER_ERROR_CODES | null {
  const status = effectiveStatus(row, now);
  if (status === 'completed') return 'submitted';
  if (status === 'withdrawn') return 'withdrawn';
  if (status === 'expired') return 'expired';
  if (!row.candidateEmail || row.dataDeletedAt || !row.tokenSealed) return 'noEmail';
  return null;
}

/** Records, mails and logs one reminder in `tx`; false when an automatic one of that kind was already recorded. */
async function deliver(
  ctx: InterviewsContext,
  tx: Tx,
  row: InterviewRow,
  kind: ReminderKind,
  by: { userId: string } | 'system',
  now: Date,
  companyName: string,
): Promise<boolean> {
  const token = unsealToken(ctx.tokens, row.tokenSealed);
  if (!token || !row.candidateEmail) return false;
  const sentBy = by === 'system' ? null : by.userId;
  if (!(await insertReminder(tx, { companyId: row.companyId, interviewId: row.id, kind, sentBy, sentAt: now }))) return false;
  const job = await positionForInterviews(tx, row.companyId, row.jobPositionId);
  const mail = interviewReminderMail({
    to: row.candidateEmail,
    name: row.candidateName ?? '',
    companyName,
    jobTitle: job?.title ?? '',
    url: `${ctx.appUrl}${interviewUrlPath(token)}`,
    expiresAt: row.expiresAt,
    started: effectiveStatus(row, now) === 'started',
  });
  await ctx.mailer.send(mail, { tx, secretExpiresAt: row.expiresAt });
  await recordAuditEvent(tx, {
    companyId: row.companyId,
    interviewId: row.id,
    jobPositionId: row.jobPositionId,
    actor: sentBy ? { type: 'user', userId: sentBy } : { type: 'system' },
    action: 'reminder_sent',
    before: null,
    after: { kind },
  });
  return true;
}

/** Whether an automatic reminder of `kind` is still due for this (locked) row at `now`. */
function stillDue(row: InterviewRow, kind: AutomaticReminderKind, now: Date): boolean {
  if (whyNot(row, now) !== null) return false;
  const day = 24 * 60 * 60 * 1000;
  if (kind === 'not_started') {
    const sent = (row.lastSentAt ?? row.createdAt).getTime();
    return row.status === 'invited' && now.getTime() - sent >= REMINDER_TIMING.notStartedAfterDays * day;
  }
  return row.status === 'started' && row.expiresAt.getTime() - now.getTime() <= REMINDER_TIMING.notSubmittedBeforeExpiryDays * day;
}

/** The job `interviews.remind`: sends one automatic reminder if it is still due, the company still sends them, and none was sent. */
export async function sendReminder(ctx: InterviewsContext, interviewId: string, kind: AutomaticReminderKind, now: Date): Promise<boolean> {
  // The company's name is read before the transaction: on the embedded database a read beside an open transaction would wait for it.
  const companyId = await companyOfInterview(ctx.db, interviewId);
  if (!companyId) return false;
  const company = await ctx.companyContext.find(companyId);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockInterview(tx, interviewId);
    if (!row || !stillDue(row, kind, now)) return false;
    if (!(await remindersEnabled(tx, row.companyId))) return false;
    return deliver(ctx, tx, row, kind, 'system', now, company?.name ?? '');
  });
}

/** The sweep `interviews.reminders`: one job a reminder due, keyed so a second sweep does not queue it twice. */
export async function sweepReminders(ctx: InterviewsContext, now: Date): Promise<number> {
  const due = await dueReminders(ctx.db, now, REMINDER_TIMING.sweepBatch);
  for (const { interviewId, kind } of due)
    await ctx.jobs.enqueue(SEND_REMINDER_JOB, { interview_id: interviewId, kind }, { key: `${interviewId}:${kind}` });
  return due.length;
}

async function consume(ctx: InterviewsContext, name: string, points: number, seconds: number, key: string): Promise<void> {
  try {
    await ctx.rateLimits.limiter(name, points, seconds).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes)
      throw new AppError(429, REMINDER_MESSAGES.tooMany, undefined, {
        'retry-after': String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))),
      }).withCode('rate_limited');
    throw error;
  }
}

/** POST /app/interviews/{id}/remind: a member who manages links reminds the candidate now. */
export async function remindByHand(ctx: InterviewsContext, auth: AuthContext, id: string, now: Date): Promise<InterviewSummary> {
  const companyId = companyOf(auth);
  const company = await ctx.companyContext.find(companyId);
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findInterview(tx, companyId, id);
    if (!found) throw interviewNotFound();
    const row = (await repo.lockInterview(tx, found.id))!;
    const reason = whyNot(row, now);
    if (reason) throw refusal(reason);
    await consume(ctx, 'reminder-member', REMINDER_LIMITS.manualPerMemberPerHour, 60 * 60, auth.userId);
    await consume(ctx, 'reminder-interview', REMINDER_LIMITS.manualPerInterviewPerDay, 24 * 60 * 60, row.id);
    await deliver(ctx, tx, row, 'manual', { userId: auth.userId }, now, company?.name ?? '');
  });
  return summaryOf(ctx, companyId, id, false);
}

export async function reminderSettingsOf(ctx: InterviewsContext, auth: AuthContext): Promise<ReminderSettings> {
  const companyId = companyOf(auth);
  return { enabled: await remindersEnabled(ctx.db, companyId), can_edit: hasAnyRole(auth.role, INTERVIEW_MANAGER_ROLES) };
}

/** Owners and admins turn reminders on or off; a change is a `setting_changed` event of the decision log. */
export async function updateReminderSettings(
  ctx: InterviewsContext,
  auth: AuthContext,
  input: ReminderSettingsInput,
): Promise<ReminderSettings> {
  const companyId = companyOf(auth);
  const { enabled } = reminderSettingsInputSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    const before = await remindersEnabled(tx, companyId);
    await saveRemindersEnabled(tx, companyId, enabled);
    if (before !== enabled)
      await recordAuditEvent(tx, {
        companyId,
        actor: { type: 'user', userId: auth.userId },
        action: 'setting_changed',
        before: { setting: 'candidate_reminders', value: before },
        after: { setting: 'candidate_reminders', value: enabled },
      });
  });
  return reminderSettingsOf(ctx, auth);
}
