import type { FastifyBaseLogger } from 'fastify';
import { INTERVIEW_MANAGER_ROLES } from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import type { AiEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../jobs/queue.ts';
import type { Sealer } from '../../lib/crypto.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import type { MailMessage, SendOptions } from '../../mail/mailer.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Entitlements } from '../billing/index.ts';
import type { CompanyContextService } from '../companies/index.ts';
import type { Tx } from '../job-positions/index.ts';
import type { Notifications } from '../notifications/index.ts';
import { interviewNotFound } from './interview-errors.ts';
import { linkTokenSealer } from './link-tokens.ts';

export interface InterviewsServiceDeps {
  db: Db;
  ai: AiEngine;
  jobs: Pick<Jobs, 'enqueue'>;
  mailer: {
    send(message: MailMessage, opts?: SendOptions): Promise<void>;
    forgetMailsContaining(fragment: string, tx?: Tx): Promise<number>;
  };
  /** Tells the position's team that an interview was completed and scored. */
  notifications?: Pick<Notifications, 'interviewScored' | 'candidateRequest'>;
  entitlements: Entitlements;
  companyContext: CompanyContextService;
  rateLimits: RateLimits;
  appUrl: string;
  /** The server's signing secret: the key that seals link tokens at rest. */
  secret: string;
  /** Told when a job position changed (a started interview moved it on), so cached job pages forget the company. */
  onJobChange?: (companyId: string) => void;
  /** Where a failure the candidate is spared is written (the server's logger, secrets redacted). */
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

/** What every step of the interviews feature works with: its dependencies and the link-token sealer. */
export interface InterviewsContext extends InterviewsServiceDeps {
  tokens: Sealer;
}

export function interviewsContext(deps: InterviewsServiceDeps): InterviewsContext {
  return { ...deps, tokens: linkTokenSealer(deps.secret) };
}

/** The caller's company; a caller without one finds no interview. */
export function companyOf(auth: AuthContext): string {
  if (!auth.companyId) throw interviewNotFound();
  return auth.companyId;
}

/** Owners and admins manage links: only they are shown a candidate's link. */
export const canManage = (auth: AuthContext) => hasAnyRole(auth.role, INTERVIEW_MANAGER_ROLES);

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export const DAY_MS = 24 * 60 * 60 * 1000;
