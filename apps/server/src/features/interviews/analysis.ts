import { type AnalysisQuery, type InterviewAnalysis, RECOMMENDATIONS } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { agreementShares, roundedMean } from './agreement-stats.ts';
import { listReviewedAnswers } from './agreement.queries.ts';
import { type InterviewQuestionRow, listQuestions } from '../questions/index.ts';
import { effectiveStatus, reviewStatusOf } from './interview-status.ts';
import { type InterviewListRow, listScoredInterviews } from './interview-lists.repository.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import { listAnswersOf } from './interviews.repository.ts';
import { distribution } from './interviews.scoring.ts';
import type { InterviewAnswerRow } from './interviews.table.ts';

/** One answer the AI and at least one reviewer scored. */
export interface ComparedAnswer {
  ai: number;
  reviewers: readonly number[];
}

/**
 * How often the AI's score agrees with the reviewers' mean: exactly and within one point, the mean
 * rounded half up as on the agreement screen (decision 670), and the mean difference (reviewers'
 * mean minus AI, unrounded).
 */
export function agreementOf(answers: readonly ComparedAnswer[]) {
  if (answers.length === 0) return { exact_agreement: null, within_one: null, mean_difference: null };
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const shares = agreementShares(answers.map((a) => [a.ai, roundedMean(a.reviewers)] as const));
  const mean = (scores: readonly number[]) => scores.reduce((s, v) => s + v, 0) / scores.length;
  return {
    exact_agreement: r2(shares.exact ?? 0),
    within_one: r2(shares.withinOne ?? 0),
    mean_difference: r2(answers.reduce((s, a) => s + mean(a.reviewers) - a.ai, 0) / answers.length),
  };
}

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

type AgreementEntry = { job_position_id: string; job_title: string; goal_id: string; goal_text: string; answers: ComparedAnswer[] };

/** Per job: funnel counts, score distributions (AI and human) and recommendations; AI-human agreement per goal and overall. */
export async function analyseInterviews(ctx: InterviewsContext, auth: AuthContext, query: AnalysisQuery): Promise<InterviewAnalysis> {
  const companyId = companyOf(auth);
  const rows = await listScoredInterviews(ctx.db, companyId, query.job_position_id);
  const [answers, reviewed] = await Promise.all([
    listAnswersOf(
      ctx.db,
      rows.filter((r) => r.scoringStatus === 'scored').map((r) => r.id),
    ),
    listReviewedAnswers(ctx.db, companyId, query.job_position_id),
  ]);
  // The reviewers' scores of each answer, from every reviewer's own entry (answer_reviews).
  const reviewersOf = new Map(reviewed.map((a) => [a.answerId, a.reviewerScores]));
  const answersOf = groupBy<InterviewAnswerRow>(answers, (a) => a.interviewId);
  const questionsOf = new Map<string, InterviewQuestionRow[]>();
  await Promise.all([...new Set(rows.map((r) => r.questionSetId))].map(async (id) => questionsOf.set(id, await listQuestions(ctx.db, id))));

  const agreement = new Map<string, AgreementEntry>();
  const allCompared: ComparedAnswer[] = [];
  const jobRows: InterviewAnalysis['jobs'] = [];
  for (const [jobId, list] of groupBy<InterviewListRow>(rows, (r) => r.jobPositionId)) {
    const scored = list.filter((r) => r.scoringStatus === 'scored');
    const jobAnswers = scored.flatMap((r) => answersOf.get(r.id) ?? []);
    const recs = { strong_yes: 0, yes: 0, no: 0, strong_no: 0 };
    for (const r of scored) if (r.recommendation && RECOMMENDATIONS.includes(r.recommendation)) recs[r.recommendation] += 1;
    const overalls = scored.map((r) => r.overall).filter((v): v is number => v !== null);
    jobRows.push({
      job_position_id: jobId,
      job_title: list[0]!.jobTitle,
      invited: list.filter((r) => effectiveStatus(r) === 'invited').length,
      started: list.filter((r) => effectiveStatus(r) === 'started').length,
      completed: list.filter((r) => r.status === 'completed').length,
      scored: scored.length,
      reviewed: scored.filter((r) => reviewStatusOf(r.reviewedCount, r.questionsCount) === 'reviewed').length,
      average_overall: overalls.length > 0 ? Math.round((overalls.reduce((s, v) => s + v, 0) / overalls.length) * 10) / 10 : null,
      overall_distribution: distribution(overalls),
      ai_answer_distribution: distribution(jobAnswers.map((a) => a.aiScore).filter((v): v is number => v !== null)),
      human_answer_distribution: distribution(
        jobAnswers.flatMap((a) => (reviewersOf.has(a.id) ? [roundedMean(reviewersOf.get(a.id)!)] : [])),
      ),
      recommendations: recs,
    });
    for (const r of scored) {
      const questions = new Map((questionsOf.get(r.questionSetId) ?? []).map((q) => [q.id, q]));
      for (const a of answersOf.get(r.id) ?? []) {
        const reviewers = reviewersOf.get(a.id);
        if (a.aiScore === null || !reviewers) continue;
        const compared = { ai: a.aiScore, reviewers };
        allCompared.push(compared);
        for (const c of questions.get(a.questionId)?.goalConnections ?? []) {
          const key = `${jobId}:${c.goal_id}`;
          const goalText = r.goalResults.find((g) => g.goal_id === String(c.goal_id))?.goal_text ?? c.goal_text;
          const entry = agreement.get(key) ?? {
            job_position_id: jobId,
            job_title: r.jobTitle,
            goal_id: String(c.goal_id),
            goal_text: goalText,
            answers: [],
          };
          entry.answers.push(compared);
          agreement.set(key, entry);
        }
      }
    }
  }
  return {
    jobs: jobRows,
    agreement: [...agreement.values()].map((e) => ({
      job_position_id: e.job_position_id,
      job_title: e.job_title,
      goal_id: e.goal_id,
      goal_text: e.goal_text,
      reviewed_answers: e.answers.length,
      ...agreementOf(e.answers),
    })),
    overall_agreement: { reviewed_answers: allCompared.length, ...agreementOf(allCompared) },
  };
}
