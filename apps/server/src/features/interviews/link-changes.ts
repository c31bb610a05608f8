import { type InterviewSummary, RESENDABLE_STATUSES, type ResendLink, WITHDRAWABLE_STATUSES } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { positionForInterviews, recordInterviewCount } from '../job-positions/index.ts';
import { cannotResend, cannotWithdraw, interviewNotFound } from './interview-errors.ts';
import { effectiveStatus } from './interview-status.ts';
import { summaryOf } from './interview-summary.ts';
import { companyOf, DAY_MS, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { inviteMail } from './invite-mail.ts';
import { unsealToken } from './link-tokens.ts';
import { logStatus } from './status-log.ts';

/** Withdraws an invited or started link: it stops working and no longer counts on the job. */
export async function withdrawLink(ctx: InterviewsContext, auth: AuthContext, id: string): Promise<InterviewSummary> {
  const companyId = companyOf(auth);
  const row = await ctx.db.transaction(async (tx) => {
    const found = await repo.findInterview(tx, companyId, id);
    if (!found) throw interviewNotFound();
    const locked = (await repo.lockInterview(tx, found.id))!;
    const status = effectiveStatus(locked);
    if (!(WITHDRAWABLE_STATUSES as readonly string[]).includes(status) || locked.dataDeletedAt) throw cannotWithdraw();
    await repo.updateInterview(tx, locked.id, { status: 'withdrawn', withdrawnAt: new Date() });
    await logStatus(tx, locked, status, 'withdrawn', { userId: auth.userId });
    await recordInterviewCount(tx, companyId, locked.jobPositionId, await repo.jobInterviewCount(tx, locked.jobPositionId));
    return locked;
  });
  ctx.onJobChange?.(companyId);
  return summaryOf(ctx, companyId, row.id, false);
}

/** Mails the link again; an expired link reopens for `expires_in_days`. Needs an active plan. */
export async function resendLink(ctx: InterviewsContext, auth: AuthContext, id: string, input: ResendLink): Promise<InterviewSummary> {
  const companyId = companyOf(auth);
  await ctx.entitlements.requireActive(companyId);
  const company = await ctx.companyContext.find(companyId);
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findInterview(tx, companyId, id);
    if (!found) throw interviewNotFound();
    const locked = (await repo.lockInterview(tx, found.id))!;
    const status = effectiveStatus(locked);
    if (!(RESENDABLE_STATUSES as readonly string[]).includes(status) || locked.dataDeletedAt) throw cannotResend();
    const token = unsealToken(ctx.tokens, locked.tokenSealed);
    if (!token) throw cannotResend();
    const now = new Date();
    const expiresAt = status === 'expired' ? new Date(now.getTime() + input.expires_in_days * DAY_MS) : locked.expiresAt;
    const job = await positionForInterviews(tx, companyId, locked.jobPositionId);
    await repo.updateInterview(tx, locked.id, { expiresAt, lastSentAt: now, sentCount: locked.sentCount + 1 });
    if (status === 'expired')
      await logStatus(tx, locked, 'expired', locked.status, { userId: auth.userId }, { expires_at: expiresAt.toISOString() });
    await ctx.mailer.send(inviteMail(ctx, { ...locked, expiresAt }, token, company?.name ?? '', job?.title ?? ''), {
      tx,
      secretExpiresAt: expiresAt,
    });
  });
  return summaryOf(ctx, companyId, id, false);
}
