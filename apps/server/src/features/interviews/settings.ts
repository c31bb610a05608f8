import {
  INTERVIEW_LIMITS,
  INTERVIEW_MANAGER_ROLES,
  type InterviewSettings,
  type InterviewSettingsInput,
  interviewSettingsInputSchema,
} from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import type { AuthContext } from '../../plugins/auth.ts';
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

export async function updateSettings(ctx: InterviewsContext, auth: AuthContext, input: InterviewSettingsInput): Promise<InterviewSettings> {
  const companyId = companyOf(auth);
  const parsed = interviewSettingsInputSchema.parse(input);
  // Left out, blind-first review keeps its current value (on where none was saved).
  const blindReview = parsed.blind_review ?? (await findSettings(ctx.db, companyId))?.blindReview ?? true;
  await upsertSettings(ctx.db, companyId, { retentionDays: parsed.retention_days, contactEmail: parsed.contact_email, blindReview });
  return settingsOf(ctx, companyId, auth.role);
}
