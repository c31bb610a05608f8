import { STRENGTHS_TEXT } from '@hiring/shared/decisions';
import { interviewUrlPath } from '@hiring/shared/interviews';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAuditEvent } from '../audit/index.ts';
import { positionForInterviews } from '../job-positions/index.ts';
import { messagesOf } from './candidate-messages.ts';
import { decisionMail } from './decision-mail.ts';
import type { InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { interviews } from './interviews.table.ts';
import { unsealToken } from './link-tokens.ts';
import { strengthsSummary } from './strengths-summary.ts';

/**
 * Issue 42, item 5 (decision 766): when the company turned it on, the candidate is mailed a short
 * summary of strengths per goal once a reviewer has scored every answer: once, from reviewers'
 * scores only, never the AI's and never a number. Runs after a review is saved; a second review
 * finds the summary sent and does nothing.
 */
export async function mailStrengthsIfDue(ctx: InterviewsContext, interviewId: string): Promise<boolean> {
  const row = await repo.findInterviewById(ctx.db, interviewId);
  if (!row || row.strengthsSentAt || !row.candidateEmail || row.dataDeletedAt) return false;
  const messages = await messagesOf(ctx.db, row.companyId);
  if (!messages.strengthsAfterReview) return false;
  const summary = await strengthsSummary(ctx.db, row);
  if (!summary.reviewed) return false;
  const company = await ctx.companyContext.find(row.companyId);
  const job = await positionForInterviews(ctx.db, row.companyId, row.jobPositionId);
  const companyName = company?.name ?? '';
  const position = job?.title ?? '';
  const token = unsealToken(ctx.tokens, row.tokenSealed);
  const parts = [STRENGTHS_TEXT.mailIntro(row.candidateName ?? '', position), summary.text];
  if (token) parts.push(`Your interview page: ${ctx.appUrl}${interviewUrlPath(token)}`);
  parts.push(`Kind regards,\n${companyName}`);
  const mail = decisionMail(row.candidateEmail, { subject: STRENGTHS_TEXT.mailSubject(position, companyName), text: parts.join('\n\n') });
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    // Only the first review that finds every answer scored sends it.
    const claimed = await tx
      .update(interviews)
      .set({ strengthsSentAt: now })
      .where(and(eq(interviews.id, row.id), isNull(interviews.strengthsSentAt)))
      .returning({ id: interviews.id });
    if (claimed.length === 0) return false;
    await ctx.mailer.send(mail, { tx });
    await recordAuditEvent(tx, {
      companyId: row.companyId,
      interviewId: row.id,
      jobPositionId: row.jobPositionId,
      actor: { type: 'system' },
      action: 'strengths_summary_sent',
      subjectId: row.id,
      after: { goals: summary.goals.length },
    });
    return true;
  });
}
