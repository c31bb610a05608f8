import { z } from 'zod';
import { MAIL_LINK_JOB, type MailLinkPayload } from '../../../features/auth/index.ts';
import type { JobDeps } from '../../job-deps.ts';
import { defineJob } from '../../define-job.ts';

/** Mails a password-reset or sign-in link to an address when it is an active account's (decision 224). */
export const mailLinkJob = defineJob<MailLinkPayload, Pick<JobDeps, 'auth'>>({
  name: MAIL_LINK_JOB,
  version: 1,
  schema: z.object({
    email: z.string().min(1),
    purpose: z.enum(['password_reset', 'login_link']),
    redirect: z.string().optional(),
  }),
  run: (payload, { deps }) => deps.auth.sendMailLink(payload),
});
