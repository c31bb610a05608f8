import { ASK_FOLLOW_UPS_DEFAULT, type FollowUpSetting } from '@hiring/shared/follow-ups';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../plugins/auth.ts';
import { isUuid } from '../../lib/uuid.ts';
import { companyPosition, type Tx } from '../job-positions/index.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { jobNotFound } from './interview-errors.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import { positionFollowUpSettings } from './follow-up-setting.table.ts';

/** Whether the position's interview asks follow-ups: its row, or the default (on). */
export async function asksFollowUps(db: Tx, companyId: string, jobPositionId: string): Promise<boolean> {
  const [row] = await db
    .select({ ask: positionFollowUpSettings.askFollowUps })
    .from(positionFollowUpSettings)
    .where(and(eq(positionFollowUpSettings.jobPositionId, jobPositionId), eq(positionFollowUpSettings.companyId, companyId)));
  return row?.ask ?? ASK_FOLLOW_UPS_DEFAULT;
}

async function ownPosition(db: Tx, auth: AuthContext, jobPositionId: string): Promise<string> {
  const companyId = companyOf(auth);
  // Another company's position, an unknown id and a malformed one all read as not found.
  if (!isUuid(jobPositionId) || !(await companyPosition(db, companyId, jobPositionId))) throw jobNotFound();
  return companyId;
}

export async function followUpSetting(ctx: InterviewsContext, auth: AuthContext, jobPositionId: string): Promise<FollowUpSetting> {
  const companyId = await ownPosition(ctx.db, auth, jobPositionId);
  return { ask_follow_ups: await asksFollowUps(ctx.db, companyId, jobPositionId) };
}

/** Turns the position's follow-ups on or off; a change is a `setting_changed` event of the decision log. */
export async function updateFollowUpSetting(
  ctx: InterviewsContext,
  auth: AuthContext,
  jobPositionId: string,
  input: FollowUpSetting,
): Promise<FollowUpSetting> {
  return ctx.db.transaction(async (tx) => {
    const companyId = await ownPosition(tx, auth, jobPositionId);
    const before = await asksFollowUps(tx, companyId, jobPositionId);
    const now = new Date();
    await tx
      .insert(positionFollowUpSettings)
      .values({ jobPositionId, companyId, askFollowUps: input.ask_follow_ups, updatedAt: now })
      .onConflictDoUpdate({ target: positionFollowUpSettings.jobPositionId, set: { askFollowUps: input.ask_follow_ups, updatedAt: now } });
    if (before !== input.ask_follow_ups)
      await recordAuditEvent(tx, {
        companyId,
        jobPositionId,
        actor: { type: 'user', userId: auth.userId },
        action: 'setting_changed',
        before: { setting: 'ask_follow_ups', value: before },
        after: { setting: 'ask_follow_ups', value: input.ask_follow_ups },
      });
    return { ask_follow_ups: input.ask_follow_ups };
  });
}
