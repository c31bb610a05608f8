import { type GenerateLinks, type GenerateLinksResult, INTERVIEW_LIMITS, INTERVIEW_MESSAGES } from '@hiring/shared/interviews';
import { jobStatusLabel } from '@hiring/shared/job-positions';
import type { AuthContext } from '../../plugins/auth.ts';
import { lockCompanyForLimits } from '../billing/index.ts';
import { positionForInterviews, recordInterviewCount, type Tx } from '../job-positions/index.ts';
import { recordAuditEvents } from '../audit/index.ts';
import { currentSet } from '../questions/index.ts';
import {
  duplicateEmail,
  jobNotFound,
  jobStatusForbidsLinks,
  maxResponsesReached,
  planLimitReached,
  questionsNotFinalized,
} from './interview-errors.ts';
import { findListRows } from './interview-lists.repository.ts';
import { toSummary } from './interview-summary.ts';
import { companyOf, DAY_MS, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { statusEvent } from './status-log.ts';
import type { InterviewRow } from './interviews.table.ts';
import { inviteMail } from './invite-mail.ts';
import { linkTokenHash, newLinkToken } from './link-tokens.ts';

const monthWindow = (now: Date) => ({
  start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
});

/** Why links cannot be created for a job now, or null when they can. */
export async function linksBlockedReason(db: Tx, job: { id: string; status: string }): Promise<string | null> {
  if (job.status !== 'active' && job.status !== 'interviewing') return INTERVIEW_MESSAGES.jobStatusForbidsLinks(jobStatusLabel(job.status));
  const set = await currentSet(db, job.id);
  if (!set || set.status !== 'finalized') return INTERVIEW_MESSAGES.questionsNotFinalized;
  return null;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Links for candidates of a job whose questions are finalized, each locked to the set's current
 * version and mailed in the same transaction. Under the company's limit lock: one live link per
 * email and job, the job's max responses and the plan's interviews per month.
 */
export async function generateLinks(ctx: InterviewsContext, auth: AuthContext, input: GenerateLinks): Promise<GenerateLinksResult> {
  const companyId = companyOf(auth);
  const found = await positionForInterviews(ctx.db, companyId, input.job_position_id);
  if (!found) throw jobNotFound();
  // The plan's limit is read first (402 without a plan); the count it is checked against is taken under the lock.
  const limit = await ctx.entitlements.limitOf(companyId, 'interviews_per_month');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
  const company = await ctx.companyContext.find(companyId);
  const created: { row: InterviewRow; token: string }[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      await lockCompanyForLimits(tx, companyId);
      const job = await positionForInterviews(tx, companyId, found.id);
      if (!job) throw jobNotFound();
      if (job.status !== 'active' && job.status !== 'interviewing') throw jobStatusForbidsLinks(jobStatusLabel(job.status));
      const set = await currentSet(tx, job.id);
      if (!set || set.status !== 'finalized') throw questionsNotFinalized();
      const taken = new Set(
        await repo.liveEmails(
          tx,
          job.id,
          input.candidates.map((c) => c.email),
        ),
      );
      if (taken.size > 0) {
        const fields: Record<string, string> = {};
        input.candidates.forEach((c, i) => {
          if (taken.has(c.email)) fields[`candidates.${i}.email`] = INTERVIEW_MESSAGES.duplicateEmail(c.email);
        });
        throw duplicateEmail(input.candidates.find((c) => taken.has(c.email))!.email, fields);
      }
      const max = job.maxResponses ?? INTERVIEW_LIMITS.maxResponsesDefault;
      const used = await repo.countJobResponses(tx, job.id);
      if (used + input.candidates.length > max) throw maxResponsesReached(max, max - used);
      if (limit !== null) {
        const month = await repo.countCompanyInterviews(tx, companyId, monthWindow(now));
        if (month + input.candidates.length > limit) throw planLimitReached(limit, limit - month);
      }
      const tokens = input.candidates.map(() => newLinkToken());
      const rows = await repo.insertInterviews(
        tx,
        input.candidates.map((c, i) => ({
          companyId,
          jobPositionId: job.id,
          questionSetId: set.id,
          questionSetVersion: set.version,
          tokenHash: linkTokenHash(tokens[i]!),
          tokenSealed: ctx.tokens.seal(tokens[i]!),
          candidateName: c.name,
          candidateEmail: c.email,
          status: 'invited' as const,
          expiresAt,
          lastSentAt: now,
          sentCount: 1,
          createdBy: auth.userId,
        })),
      );
      for (const [i, row] of rows.entries()) {
        await ctx.mailer.send(inviteMail(ctx, row, tokens[i]!, company?.name ?? '', job.title), { tx, secretExpiresAt: expiresAt });
        created.push({ row, token: tokens[i]! });
      }
      await recordAuditEvents(
        tx,
        rows.map((row) => statusEvent(row, null, 'invited', { userId: auth.userId }, { expires_at: expiresAt.toISOString() })),
      );
      await recordInterviewCount(tx, companyId, job.id, await repo.jobInterviewCount(tx, job.id));
    });
  } catch (error) {
    // The unique index is the last line behind the lock: a duplicate that slipped through is still a 409.
    if (isUniqueViolation(error)) throw duplicateEmail(input.candidates[0]!.email);
    throw error;
  }
  ctx.onJobChange?.(companyId);
  const listed = await findListRows(
    ctx.db,
    companyId,
    created.map((c) => c.row.id),
  );
  const byId = new Map(listed.map((r) => [r.id, r]));
  return { links: created.map((c) => toSummary(ctx, byId.get(c.row.id)!, false)) };
}
