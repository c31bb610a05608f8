import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthService } from '../features/auth/index.ts';
import type { BillingService } from '../features/billing/index.ts';
import type { InterviewsService } from '../features/interviews/index.ts';
import type { JobPositionsService } from '../features/job-positions/index.ts';
import type { QuestionsService } from '../features/questions/index.ts';
import type { WebhooksService } from '../features/webhooks/index.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * Everything a job's handler may be given. Each definition names the few it needs
 * (`Pick<JobDeps, 'interviews'>`), so a test registers it with only those.
 */
export interface JobDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  auth: AuthService;
  billing: BillingService;
  questions: QuestionsService;
  jobPositions: JobPositionsService;
  interviews: InterviewsService;
  webhooks: WebhooksService;
}
