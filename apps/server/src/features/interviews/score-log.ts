import type { EngineProvenance } from '@hiring/shared/ai';
import { recordAuditEvent } from '../audit/index.ts';
import type { Tx } from '../job-positions/index.ts';
import type { ScoredAnswer } from './interviews.scoring.ts';
import type { InterviewRow } from './interviews.table.ts';

type Subject = Pick<InterviewRow, 'id' | 'companyId' | 'jobPositionId'>;

/**
 * An AI score's decision-log event (issue 38, item 7): which engine, model and version scored the
 * answer, the score (null: left for a person), each goal's score and the flags. Scores, codes and
 * ids only: the rationale and the quoted evidence repeat the candidate's words, so they stay out.
 */
export async function logAiScore(
  tx: Tx,
  row: Subject,
  questionId: string,
  scored: ScoredAnswer,
  provenance: EngineProvenance,
  /** Whether the follow-up's answer counted (it raised the score); absent when there was none to count. */
  followUpCounted?: boolean,
) {
  await recordAuditEvent(tx, {
    companyId: row.companyId,
    interviewId: row.id,
    jobPositionId: row.jobPositionId,
    actor: { type: 'ai' },
    action: 'ai_scored',
    subjectId: questionId,
    after: {
      score: scored.score,
      raw: scored.raw,
      engine: provenance.engine,
      model: provenance.model,
      version: provenance.version,
      ...(provenance.fallback_reason ? { fallback: true } : {}),
      flags: scored.flags,
      language: scored.language,
      goal_scores: scored.goalScores.map((g) => ({ goal_id: g.goal_id, score: g.score })),
      ...(followUpCounted === undefined ? {} : { follow_up_counted: followUpCounted }),
    },
  });
}

/** A copy of another answer capped by the duplicate pass: the AI's score before and after. */
export async function logDuplicateCap(
  tx: Tx,
  row: Subject,
  questionId: string,
  before: { score: number | null; flags: string[] },
  after: { score: number; flags: string[]; keeperQuestionId: string },
) {
  await recordAuditEvent(tx, {
    companyId: row.companyId,
    interviewId: row.id,
    jobPositionId: row.jobPositionId,
    actor: { type: 'ai' },
    action: 'ai_scored',
    subjectId: questionId,
    before: { score: before.score, flags: before.flags },
    after: { score: after.score, flags: after.flags, reason: 'duplicate_answer', counts_for_question_id: after.keeperQuestionId },
  });
}
