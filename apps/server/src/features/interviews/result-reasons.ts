import { ANSWER_FLAG_PHRASES, type AnswerFlag, languageName } from '@hiring/shared/ai';
import { type GoalResult, RECOMMENDATION_LABELS, RECOMMENDATION_THRESHOLDS, type Recommendation } from '@hiring/shared/interviews';
import { isUnscored, type ResultAnswer } from './interviews.scoring.ts';

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * "1 answer needs human review (written in Spanish)." for answers the engine could not score and no
 * reviewer has scored yet; null when there are none.
 */
export function needsReviewReason(answers: readonly ResultAnswer[]): string | null {
  const waiting = answers.filter((a) => a.aiScore === null && a.reviewScore === null && isUnscored(a.aiFlags));
  if (waiting.length === 0) return null;
  const languages = [...new Set(waiting.map((a) => a.aiLanguage).filter((l): l is string => !!l))].map(languageName);
  const n = waiting.length;
  return `${n} answer${n === 1 ? ' needs' : 's need'} human review${languages.length > 0 ? ` (written in ${list(languages)})` : ''}.`;
}

/**
 * Why the interview got its recommendation: the overall, the strongest and weakest goals, the
 * answers' flags, the reviewer's changes, and the answers still waiting for a reviewer's score.
 */
export function reasonsFor(
  goals: GoalResult[],
  answers: ResultAnswer[],
  overall: number | null,
  recommendation: Recommendation | null,
): string[] {
  const needsReview = needsReviewReason(answers);
  if (overall === null || recommendation === null) return needsReview ? [needsReview] : [];
  const reasons = [`Overall ${overall}/5: ${RECOMMENDATION_LABELS[recommendation]}.`];
  const scored = goals.filter((g) => g.final_score !== null).sort((a, b) => b.final_score! - a.final_score!);
  const strongest = scored[0];
  const weakest = scored.at(-1);
  if (strongest) reasons.push(`Strongest: ${strongest.goal_text} (${strongest.final_score}/5).`);
  if (weakest && weakest !== strongest) reasons.push(`Weakest: ${weakest.goal_text} (${weakest.final_score}/5).`);
  for (const g of scored)
    if (g.final_score! <= RECOMMENDATION_THRESHOLDS.weakGoalCeiling && g !== weakest)
      reasons.push(`${g.goal_text} scored ${g.final_score}/5, a clear weakness.`);
  const flagCounts = new Map<string, number>();
  for (const a of answers) for (const f of a.aiFlags) if (!isUnscored([f])) flagCounts.set(f, (flagCounts.get(f) ?? 0) + 1);
  for (const [flag, n] of flagCounts)
    reasons.push(`${n} answer${n === 1 ? ' was' : 's were'} ${ANSWER_FLAG_PHRASES[flag as AnswerFlag] ?? flag}.`);
  if (needsReview) reasons.push(needsReview);
  const aiScored = answers.filter((a) => a.aiScore !== null).length;
  const reviewed = answers.filter((a) => a.reviewScore !== null && a.aiScore !== null);
  const changed = reviewed.filter((a) => a.reviewScore !== a.aiScore).length;
  if (reviewed.length > 0)
    reasons.push(
      changed === 0
        ? `A reviewer confirmed ${reviewed.length} of ${aiScored} AI scores.`
        : `A reviewer changed ${changed} and confirmed ${reviewed.length - changed} of ${aiScored} AI scores.`,
    );
  return reasons;
}
