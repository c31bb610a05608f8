import { createHash } from 'node:crypto';
import { NOTICE_DATA_COLLECTED, NOTICE_TEXTS } from '@hiring/shared/candidate-rights';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../job-positions/index.ts';
import { interviewNotices } from './rights.table.ts';

/** What makes one version of a company's notice: change any part and a new version is kept. */
export interface NoticeContent {
  wording: number;
  data_collected: readonly string[];
  company_text: string | null;
  contact: string | null;
  contact_email: string | null;
  retention_days: number;
  erasure_days: number;
}

export function noticeContent(input: Omit<NoticeContent, 'wording' | 'data_collected'>): NoticeContent {
  return { wording: NOTICE_TEXTS.wording, data_collected: NOTICE_DATA_COLLECTED, ...input };
}

const hashOf = (content: NoticeContent) => createHash('sha256').update(JSON.stringify(content)).digest('hex');

async function findByHash(db: Tx, companyId: string, hash: string): Promise<number | null> {
  const [row] = await db
    .select({ version: interviewNotices.version })
    .from(interviewNotices)
    .where(and(eq(interviewNotices.companyId, companyId), eq(interviewNotices.contentHash, hash)))
    .limit(1);
  return row?.version ?? null;
}

/**
 * The version of this content, kept on first use: the company's next number when the content is
 * new. Two callers publishing at once both end with the one version (the unique indexes decide).
 */
export async function publishNotice(db: Tx, companyId: string, content: NoticeContent): Promise<number> {
  const hash = hashOf(content);
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await findByHash(db, companyId, hash);
    if (found !== null) return found;
    const [last] = await db
      .select({ version: interviewNotices.version })
      .from(interviewNotices)
      .where(eq(interviewNotices.companyId, companyId))
      .orderBy(desc(interviewNotices.version))
      .limit(1);
    const inserted = await db
      .insert(interviewNotices)
      .values({ companyId, version: (last?.version ?? 0) + 1, contentHash: hash, content: { ...content } })
      .onConflictDoNothing()
      .returning({ version: interviewNotices.version });
    if (inserted[0]) return inserted[0].version;
  }
  throw new Error('The notice version could not be kept');
}

/** The content of a version, for the candidate's copy of their data. */
export async function noticeOfVersion(db: Tx, companyId: string, version: number): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ content: interviewNotices.content })
    .from(interviewNotices)
    .where(and(eq(interviewNotices.companyId, companyId), eq(interviewNotices.version, version)))
    .limit(1);
  return row?.content ?? null;
}
