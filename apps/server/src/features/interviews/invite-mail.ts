import { interviewUrlPath } from '@hiring/shared/interviews';
import type { MailMessage } from '../../mail/mailer.ts';
import type { InterviewsContext } from './interviews-context.ts';
import { interviewInviteMail } from './interviews.mail.ts';
import type { InterviewRow } from './interviews.table.ts';

/** The candidate's invitation, with the link of `token`; sent when a link is made and when it is sent again. */
export function inviteMail(ctx: InterviewsContext, row: InterviewRow, token: string, companyName: string, jobTitle: string): MailMessage {
  return interviewInviteMail({
    to: row.candidateEmail!,
    name: row.candidateName ?? '',
    companyName,
    jobTitle,
    url: `${ctx.appUrl}${interviewUrlPath(token)}`,
    expiresAt: row.expiresAt,
  });
}
