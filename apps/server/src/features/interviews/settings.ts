import {
  INTERVIEW_LIMITS,
  INTERVIEW_MANAGER_ROLES,
  type InterviewSettings,
  type InterviewSettingsInput,
  interviewSettingsInputSchema,
} from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvents } from '../audit/index.ts';
import { findSettings, ownerEmail, upsertSettings } from './interview-settings.repository.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';

/** The company's retention days, contact address and blind-first review; without an address, candidates write to the earliest owner. */
export async function settingsOf(ctx: InterviewsContext, companyId: string, role?: string): Promise<InterviewSettings> {
  const [row, owner] = await Promise.all([findSettings(ctx.db, companyId), ownerEmail(ctx.db, companyId)]);
  const contact = row?.contactEmail ?? null;
  return {
    retention_days: row?.retentionDays ?? INTERVIEW_LIMITS.retentionDaysDefault,
    contact_email: contact,
    effective_contact_email: contact ?? owner,
    blind_review: row?.blindReview ?? true,
    can_edit: role ? hasAnyRole(role, INTERVIEW_MANAGER_ROLES) : false,
  };
}

export function callerSettings(ctx: InterviewsContext, auth: AuthContext): Promise<InterviewSettings> {
  return settingsOf(ctx, companyOf(auth), auth.role);
}

/** The settings the decision log follows: how reviewers see the AI, and how long candidate data is kept. */
type LoggedSettings = { blind_review: boolean; retention_days: number };

export async function updateSettings(ctx: InterviewsContext, auth: AuthContext, input: InterviewSettingsInput): Promise<InterviewSettings> {
  const companyId = companyOf(auth);
  const parsed = interviewSettingsInputSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    const saved = await findSettings(tx, companyId);
    const before: LoggedSettings = {
      blind_review: saved?.blindReview ?? true,
      retention_days: saved?.retentionDays ?? INTERVIEW_LIMITS.retentionDaysDefault,
    };
    // Left out, blind-first review keeps its current value (on where none was saved).
    const after: LoggedSettings = { blind_review: parsed.blind_review ?? before.blind_review, retention_days: parsed.retention_days };
    await upsertSettings(tx, companyId, {
      retentionDays: after.retention_days,
      contactEmail: parsed.contact_email,
      blindReview: after.blind_review,
    });
    const changed = (Object.keys(after) as (keyof LoggedSettings)[]).filter((key) => before[key] !== after[key]);
    await recordAuditEvents(
      tx,
      changed.map((setting) => ({
        companyId,
        actor: { type: 'user', userId: auth.userId },
        action: 'setting_changed',
        before: { setting, value: before[setting] },
        after: { setting, value: after[setting] },
      })),
    );
  });
  return settingsOf(ctx, companyId, auth.role);
}
