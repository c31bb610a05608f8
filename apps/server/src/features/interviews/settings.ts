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
import { recordAuditEvents } from '../audit/index.ts';
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

/** The settings the decision log follows: how reviewers see the AI, and how long candidate data is kept (after an erasure request too). */
type LoggedSettings = { blind_review: boolean; retention_days: number; erasure_days: number };

export async function updateSettings(ctx: InterviewsContext, auth: AuthContext, input: InterviewSettingsInput): Promise<InterviewSettings> {
  const companyId = companyOf(auth);
  const parsed = interviewSettingsInputSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    const saved = await findSettings(tx, companyId);
    const before: LoggedSettings = {
      blind_review: saved?.blindReview ?? true,
      retention_days: saved?.retentionDays ?? INTERVIEW_LIMITS.retentionDaysDefault,
      erasure_days: saved?.erasureDays ?? RIGHTS_LIMITS.erasureDaysDefault,
    };
    // Left out, blind-first review, the erasure period and the notice's text and contact keep their
    // current values (blind review on where none was saved); empty text clears.
    const after: LoggedSettings = {
      blind_review: parsed.blind_review ?? before.blind_review,
      retention_days: parsed.retention_days,
      erasure_days: parsed.erasure_days ?? before.erasure_days,
    };
    const keep = (given: string | undefined, now: string | null | undefined) => (given === undefined ? (now ?? null) : given || null);
    await upsertSettings(tx, companyId, {
      retentionDays: after.retention_days,
      contactEmail: parsed.contact_email,
      blindReview: after.blind_review,
      noticeText: keep(parsed.notice_text, saved?.noticeText),
      noticeContact: keep(parsed.notice_contact, saved?.noticeContact),
      erasureDays: after.erasure_days,
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
