import { stagePermissionsOf } from '@hiring/shared/job-positions';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.ts';
import { positionForInterviews, type Tx } from '../job-positions/index.ts';
import { alreadySubmitted, dataErased, linkExpired, linkNotFound, linkWithdrawn } from './interview-errors.ts';
import { effectiveStatus } from './interview-status.ts';
import type { InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';
import { isTokenShaped, linkTokenHash } from './link-tokens.ts';

/**
 * Candidate-side rate limits a minute: per interview link (autosave while typing stays well
 * under it), per address (generous: candidates may share one, an office or a test centre), and
 * unknown tokens per address (guessing).
 */
export const PUBLIC_RATE_LIMIT = { perLinkPerMinute: 240, perAddressPerMinute: 1_200, unknownTokensPerMinute: 20 } as const;

async function consume(ctx: InterviewsContext, name: string, perMinute: number, key: string): Promise<void> {
  try {
    await ctx.rateLimits.limiter(name, perMinute, 60).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Every public call: a fixed window per address and one per link. */
export async function limitPublicCall(ctx: InterviewsContext, ip: string, token: string): Promise<void> {
  await consume(ctx, 'interview-address', PUBLIC_RATE_LIMIT.perAddressPerMinute, ip);
  await consume(ctx, 'interview-link', PUBLIC_RATE_LIMIT.perLinkPerMinute, linkTokenHash(token));
}

/** The interview of a token, or 404 (unknown; guessing is limited per address) and 410 (no longer open). */
export async function interviewOfToken(ctx: InterviewsContext, token: string, ip: string, db: Tx = ctx.db): Promise<InterviewRow> {
  const row = isTokenShaped(token) ? await repo.findByTokenHash(db, linkTokenHash(token)) : undefined;
  if (!row) {
    await consume(ctx, 'interview-unknown', PUBLIC_RATE_LIMIT.unknownTokensPerMinute, ip);
    throw linkNotFound();
  }
  // The link keeps saying what happened to the candidate's data (issue 39).
  if (row.dataDeletedAt) throw dataErased();
  if (row.status === 'withdrawn') throw linkWithdrawn();
  if (row.status === 'completed') return row;
  if (effectiveStatus(row) === 'expired') throw linkExpired();
  return row;
}

/** Whether the interview's position still takes interviews; a link of a closed position reads as withdrawn. */
export async function requireOpenPosition(db: Tx, row: InterviewRow): Promise<void> {
  const job = await positionForInterviews(db, row.companyId, row.jobPositionId);
  if (!job || !stagePermissionsOf(job.status).ready_for_interviews) throw linkWithdrawn();
}

/** The same, locked for a change, not yet submitted, with the job still taking interviews. */
export async function interviewOfTokenForChange(ctx: InterviewsContext, tx: Tx, token: string, ip: string): Promise<InterviewRow> {
  const found = await interviewOfToken(ctx, token, ip, tx);
  const row = (await repo.lockInterview(tx, found.id))!;
  if (row.dataDeletedAt || row.status === 'withdrawn') throw linkWithdrawn();
  if (row.status === 'completed') throw alreadySubmitted();
  if (effectiveStatus(row) === 'expired') throw linkExpired();
  await requireOpenPosition(tx, row);
  return row;
}
