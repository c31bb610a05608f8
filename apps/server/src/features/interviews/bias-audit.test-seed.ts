import { randomBytes } from 'node:crypto';
import type { Decision } from '@hiring/shared/decision-constants';
import type { SelfIdRace, SelfIdSex } from '@hiring/shared/self-id';
import type { TestApp } from '../../test/harness.ts';
import { finalizedQuestions } from './agreement.test-seed.ts';
import { interviews } from './interviews.table.ts';
import { interviewSelfIdentifications } from './self-id.table.ts';

/** One seeded candidate: the AI's and the final overall score, and a self-identification (none: null). */
export interface AuditSeed {
  ai: number;
  final: number;
  selfId: { sex: SelfIdSex; race: SelfIdRace } | null;
  completedAt?: Date;
  scoring?: 'scored' | 'queued';
  /** The team's decision (decision 765); undecided when left out. */
  decision?: Decision;
}

/** A group of `n` candidates with the same answers, `high` of them scored 4 and the rest 2 (on both scores unless `finalHigh` says otherwise). */
export const group = (n: number, high: number, selfId: AuditSeed['selfId'], finalHigh = high): AuditSeed[] =>
  Array.from({ length: n }, (_, i) => ({ ai: i < high ? 4 : 2, final: i < finalHigh ? 4 : 2, selfId }));

/**
 * Scored interviews written straight into the tables, each with its overall scores and the
 * candidate's self-identification as given, for the bias audit's tests.
 */
export async function seedAudit(t: TestApp, where: { companyId: string; jobPositionId: string }, seeds: AuditSeed[]): Promise<string[]> {
  const { set } = await finalizedQuestions(t, where.jobPositionId);
  const ids: string[] = [];
  for (const s of seeds) {
    const [row] = await t.database.db
      .insert(interviews)
      .values({
        companyId: where.companyId,
        jobPositionId: where.jobPositionId,
        questionSetId: set.id,
        questionSetVersion: set.version,
        tokenHash: randomBytes(16).toString('hex'),
        status: 'completed',
        scoringStatus: s.scoring ?? 'scored',
        expiresAt: new Date(Date.now() + 86_400_000),
        completedAt: s.completedAt ?? new Date(),
        scoredAt: new Date(),
        aiOverall: s.ai,
        overall: s.final,
        decision: s.decision ?? 'undecided',
      })
      .returning();
    ids.push(row!.id);
    if (s.selfId)
      await t.database.db
        .insert(interviewSelfIdentifications)
        .values({ interviewId: row!.id, companyId: where.companyId, sex: s.selfId.sex, raceEthnicity: s.selfId.race });
  }
  return ids;
}
