import {
  AGREEMENT_MESSAGES,
  AGREEMENT_WARNING_KAPPA,
  AGREEMENT_WARNING_MIN_ANSWERS,
  type AgreementFigures,
  type AgreementMatrix,
  type AgreementQuery,
  type AgreementReport,
  type GoalAgreementFigures,
  type QuestionAgreement,
} from '@hiring/shared/agreement';
import type { AuthContext } from '../../plugins/auth.ts';
import { agreementShares, krippendorffAlphaInterval, quadraticKappa, roundedMean } from './agreement-stats.ts';
import { listReviewedAnswers, type ReviewedAnswer } from './agreement.queries.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';

const round = (value: number | null, places: number) => (value === null ? null : Math.round(value * 10 ** places) / 10 ** places);

/** An answer the AI scored and at least one reviewer scored: the AI against the reviewers' rounded mean. */
const comparedPair = (a: ReviewedAnswer): [number, number] | null =>
  a.aiScore === null || a.reviewerScores.length === 0 ? null : [a.aiScore, roundedMean(a.reviewerScores)];

/** The figures of one group of reviewed answers (decision 670). */
export function figuresOf(answers: readonly ReviewedAnswer[]): AgreementFigures {
  const pairs = answers.map(comparedPair).filter((p): p is [number, number] => p !== null);
  const shares = agreementShares(pairs);
  const kappa = quadraticKappa(pairs);
  const multi = answers.filter((a) => a.reviewerScores.length >= 2);
  const alpha = krippendorffAlphaInterval(multi.map((a) => a.reviewerScores));
  return {
    n: pairs.length,
    exact: round(shares.exact, 2),
    within_one: round(shares.withinOne, 2),
    kappa: round(kappa.value, 3),
    kappa_reason: kappa.reason,
    reviewer_n: multi.length,
    reviewer_kappa: round(alpha.value, 3),
    reviewer_kappa_reason: alpha.reason,
  };
}

/** The 5×5 counts of AI score against the reviewers' rounded mean. */
export function matrixOf(answers: readonly ReviewedAnswer[]): AgreementMatrix {
  const matrix = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  for (const a of answers) {
    const pair = comparedPair(a);
    if (pair) matrix[pair[0] - 1]![pair[1] - 1]! += 1;
  }
  return matrix;
}

/** The warning a question's figures call for: kappa below 0.4 over 20 answers or more (shown kappa, three decimals). */
export const warningOf = (f: Pick<AgreementFigures, 'n' | 'kappa'>) =>
  f.kappa !== null && f.n >= AGREEMENT_WARNING_MIN_ANSWERS && f.kappa < AGREEMENT_WARNING_KAPPA ? AGREEMENT_MESSAGES.lowAgreement : null;

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * GET /app/interviews/agreement: AI-human agreement per question, per goal and overall, from one
 * read of the reviewed answers. A goal's answers are those of the questions connected to it.
 */
export async function interviewAgreement(ctx: InterviewsContext, auth: AuthContext, query: AgreementQuery): Promise<AgreementReport> {
  const answers = await listReviewedAnswers(ctx.db, companyOf(auth), query.job_position_id);

  const byQuestion = new Map<string, ReviewedAnswer[]>();
  const byGoal = new Map<string, ReviewedAnswer[]>();
  const goalInfo = new Map<string, { version: number; goal: Omit<GoalAgreementFigures, keyof AgreementFigures> }>();
  for (const a of answers) {
    push(byQuestion, a.questionId, a);
    for (const c of a.goalConnections) {
      const goalId = String(c.goal_id);
      const key = `${a.jobPositionId}:${goalId}`;
      if (byGoal.get(key)?.at(-1) === a) continue; // a goal named twice by one question counts its answer once
      push(byGoal, key, a);
      // The newest question set's wording names the goal.
      if ((goalInfo.get(key)?.version ?? -1) < a.questionSetVersion)
        goalInfo.set(key, {
          version: a.questionSetVersion,
          goal: { goal_id: goalId, goal_text: c.goal_text, job_position_id: a.jobPositionId, job_title: a.jobTitle },
        });
    }
  }

  const questions: QuestionAgreement[] = [...byQuestion.values()].map((list) => {
    const q = list[0]!;
    const figures = figuresOf(list);
    return {
      question_id: q.questionId,
      question_text: q.questionText,
      job_position_id: q.jobPositionId,
      job_title: q.jobTitle,
      question_set_version: q.questionSetVersion,
      question_order: q.questionOrder,
      ...figures,
      matrix: matrixOf(list),
      warning: warningOf(figures),
    };
  });
  questions.sort(
    (a, b) =>
      a.job_title.localeCompare(b.job_title) ||
      a.job_position_id.localeCompare(b.job_position_id) ||
      b.question_set_version - a.question_set_version ||
      a.question_order - b.question_order,
  );

  const goals: GoalAgreementFigures[] = [...byGoal.entries()].map(([key, list]) => ({ ...goalInfo.get(key)!.goal, ...figuresOf(list) }));
  goals.sort((a, b) => a.job_title.localeCompare(b.job_title) || a.job_position_id.localeCompare(b.job_position_id) || b.n - a.n);

  return { overall: figuresOf(answers), questions, goals };
}
