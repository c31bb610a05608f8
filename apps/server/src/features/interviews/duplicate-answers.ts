import { DUPLICATE_ANSWER_MAX_SCORE, duplicateAnswerReason } from '@hiring/shared/ai';
import { roundScore } from '@hiring/shared/interviews';
import { capCopy, duplicateGroups } from '../../ai/checks/duplicates.ts';
import type { Tx } from '../job-positions/index.ts';
import type { InterviewQuestionRow } from '../questions/index.ts';
import * as repo from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';
import { logDuplicateCap } from './score-log.ts';
import { withFollowUp } from './follow-up-scoring.ts';

/**
 * The duplicate pass of the scoring job, after every answer of the interview is scored and before
 * the result is computed: whichever engine scored them, the same answer given to several questions
 * keeps its score only where it fits best (ai/checks/duplicates.ts); the other copies are flagged
 * `duplicate_answer`, scored at most DUPLICATE_ANSWER_MAX_SCORE on every goal and overall, lose
 * their evidence, and say which question the answer counts for. A copy already flagged is left as
 * it is, so a run taken over after a crash changes nothing twice.
 */
export async function markDuplicateAnswers(
  db: Tx,
  interviewId: string,
  questions: readonly InterviewQuestionRow[],
  /** The interview, to log each capped copy in the decision log. */
  logFor?: Pick<InterviewRow, 'id' | 'companyId' | 'jobPositionId'>,
): Promise<void> {
  const place = new Map(questions.map((q, i) => [q.id, i]));
  const answers = (await repo.listAnswers(db, interviewId)).filter((a) => place.has(a.questionId) && a.aiScore !== null);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const groups = duplicateGroups(
    answers.map((a) => ({
      key: a.questionId,
      // An answer scored with its follow-up is compared as it was scored.
      text: a.aiUsedFollowUp && a.followUpAnswer ? withFollowUp(a.text ?? '', a.followUpAnswer) : (a.text ?? ''),
      fit: a.aiRaw ?? a.aiScore,
      order: place.get(a.questionId)!,
    })),
  );
  for (const group of groups) {
    const at = place.get(group.keeper)!;
    const reason = duplicateAnswerReason(at + 1, questions[at]!.text);
    for (const key of group.copies) {
      const copy = byQuestion.get(key)!;
      if (copy.aiFlags.includes('duplicate_answer')) continue;
      await repo.updateAnswer(db, interviewId, key, {
        aiScore: Math.min(copy.aiScore!, DUPLICATE_ANSWER_MAX_SCORE),
        aiRaw: roundScore(Math.min(copy.aiRaw ?? copy.aiScore!, DUPLICATE_ANSWER_MAX_SCORE)),
        aiRationale: `${reason} ${copy.aiRationale ?? ''}`.trim(),
        aiEvidence: [],
        aiGoalScores: copy.aiGoalScores.map((g) => capCopy(g, reason)),
        aiFlags: [...copy.aiFlags, 'duplicate_answer'],
      });
      if (logFor)
        await logDuplicateCap(
          db,
          logFor,
          key,
          { score: copy.aiScore, flags: copy.aiFlags },
          {
            score: Math.min(copy.aiScore!, DUPLICATE_ANSWER_MAX_SCORE),
            flags: [...copy.aiFlags, 'duplicate_answer'],
            keeperQuestionId: group.keeper,
          },
        );
    }
  }
}
