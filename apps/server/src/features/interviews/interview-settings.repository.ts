import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { users } from '../users/index.ts';
import { type InterviewSettingsRow, interviewSettings } from './interviews.table.ts';

/** A company's interview settings (retention, contact address) and who candidates write to without one. */

/** The earliest owner's email: where candidates write when the company set no contact address. */
export async function ownerEmail(db: Tx, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'owner'), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row?.email ?? null;
}

export async function findSettings(db: Tx, companyId: string): Promise<InterviewSettingsRow | undefined> {
  const [row] = await db.select().from(interviewSettings).where(eq(interviewSettings.companyId, companyId)).limit(1);
  return row;
}

export async function upsertSettings(
  db: Tx,
  companyId: string,
  values: {
    retentionDays: number;
    contactEmail: string | null;
    blindReview: boolean;
    noticeText: string | null;
    noticeContact: string | null;
    erasureDays: number;
  },
) {
  await db
    .insert(interviewSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: interviewSettings.companyId, set: { ...values, updatedAt: new Date() } });
}
