import type { InterviewStatus } from '@hiring/shared/interviews';
import { type AuditEventInput, latestLoggedStatuses, recordAuditEvents } from '../audit/index.ts';
import type { Tx } from '../job-positions/index.ts';
import type { InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';

/**
 * The decision log's status events of an interview (issue 38, item 7): invited, started,
 * completed, withdrawn, expired, and an expired link reopened, each written in the transaction
 * that makes the change. Expiry is not a write (a link is expired once its time passes), so the
 * hourly sweep logs it when it first sees it.
 */

/** Who moved the status: a member, the candidate (through their link), or the system. */
export type StatusActor = { userId: string } | 'candidate' | 'system';

type Subject = Pick<InterviewRow, 'id' | 'companyId' | 'jobPositionId'>;

export function statusEvent(
  row: Subject,
  from: InterviewStatus | null,
  to: InterviewStatus,
  by: StatusActor,
  extra: Record<string, unknown> = {},
): AuditEventInput {
  return {
    companyId: row.companyId,
    interviewId: row.id,
    jobPositionId: row.jobPositionId,
    actor: typeof by === 'object' ? { type: 'user', userId: by.userId } : { type: 'system' },
    action: 'status_changed',
    before: from === null ? null : { status: from },
    after: { status: to, ...(by === 'candidate' ? { by: 'candidate' } : {}), ...extra },
  };
}

export const logStatus = (tx: Tx, ...args: Parameters<typeof statusEvent>) => recordAuditEvents(tx, [statusEvent(...args)]);

/** How far back the sweep looks for links that expired (it runs hourly; this covers a long stop). */
export const EXPIRY_LOOKBACK_DAYS = 14;
const EXPIRY_BATCH = 500;

/** Logs, once each, the links that expired since the look-back began; says how many. */
export async function logExpiries(ctx: InterviewsContext, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - EXPIRY_LOOKBACK_DAYS * 24 * 60 * 60 * 1000);
  let total = 0;
  let after: { expiresAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await repo.expiredBetween(ctx.db, since, now, after, EXPIRY_BATCH);
    if (rows.length === 0) return total;
    const logged = await latestLoggedStatuses(
      ctx.db,
      rows.map((r) => r.id),
    );
    const due = rows.filter((r) => logged.get(r.id) !== 'expired');
    if (due.length > 0) {
      await ctx.db.transaction((tx) =>
        recordAuditEvents(
          tx,
          due.map((r) => statusEvent(r, r.status, 'expired', 'system', { expires_at: r.expiresAt.toISOString() })),
        ),
      );
    }
    total += due.length;
    if (rows.length < EXPIRY_BATCH) return total;
    const last = rows[rows.length - 1]!;
    after = { expiresAt: last.expiresAt, id: last.id };
  }
}
