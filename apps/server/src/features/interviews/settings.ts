import {
  INTERVIEW_LIMITS,
  INTERVIEW_MANAGER_ROLES,
  type InterviewSettings,
  type InterviewSettingsInput,
  interviewSettingsInputSchema,
} from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import { RIGHTS_LIMITS } from '@hiring/shared/candidate-rights';
import type { Tx } from '../job-positions/index.ts';
import { noticeContent, publishNotice } from './notice-versions.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findSettings, ownerEmail, upsertSettings } from './interview-settings.repository.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';

/**
 * The company's retention days, contact address, blind-first review and notice (its own text and
 * contact, the erasure period, the version candidates are shown now); without an address,
 * candidates write to the earliest owner. `db` is the caller's transaction where the version is
 * recorded with a consent.
 */
export async function settingsOf(ctx: InterviewsContext, companyId: string, role?: string, db: Tx = ctx.db): Promise<InterviewSettings> {
  // One after the other: `db` may be a transaction's single connection.
  const row = await findSettings(db, companyId);
  const owner = await ownerEmail(db, companyId);
  const contact = row?.contactEmail ?? null;
  const base = {
    retention_days: row?.retentionDays ?? INTERVIEW_LIMITS.retentionDaysDefault,
    contact_email: contact,
    effective_contact_email: contact ?? owner,
    notice_text: row?.noticeText ?? null,
    notice_contact: row?.noticeContact ?? null,
    erasure_days: row?.erasureDays ?? RIGHTS_LIMITS.erasureDaysDefault,
  };
  const version = await publishNotice(
    db,
    companyId,
    noticeContent({
      company_text: base.notice_text,
      contact: base.notice_contact,
      contact_email: base.effective_contact_email,
      retention_days: base.retention_days,
      erasure_days: base.erasure_days,
    }),
  );
  return {
    ...base,
    notice_version: version,
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
  // Left out, the notice's text, contact and erasure period keep theirs too; empty text clears.
  const current = await findSettings(ctx.db, companyId);
  const blindReview = parsed.blind_review ?? current?.blindReview ?? true;
  const keep = (given: string | undefined, now: string | null | undefined) => (given === undefined ? (now ?? null) : given || null);
  await upsertSettings(ctx.db, companyId, {
    retentionDays: parsed.retention_days,
    contactEmail: parsed.contact_email,
    blindReview,
    noticeText: keep(parsed.notice_text, current?.noticeText),
    noticeContact: keep(parsed.notice_contact, current?.noticeContact),
    erasureDays: parsed.erasure_days ?? current?.erasureDays ?? RIGHTS_LIMITS.erasureDaysDefault,
  });
  return settingsOf(ctx, companyId, auth.role);
}
