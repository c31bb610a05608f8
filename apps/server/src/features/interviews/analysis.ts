import { type AnalysisQuery, type InterviewAnalysis, RECOMMENDATIONS } from '@hiring/shared/interviews';
import type { AuthContext } from '../../plugins/auth.ts';
import { type InterviewQuestionRow, listQuestions } from '../questions/index.ts';
import { effectiveStatus, reviewStatusOf } from './interview-status.ts';
import { type InterviewListRow, listScoredInterviews } from './interview-lists.repository.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import { listAnswersOf } from './interviews.repository.ts';
import { withReviewerMeans } from './review-scores.ts';
import { listReviews } from './reviews.repository.ts';
import { distribution } from './interviews.scoring.ts';
import type { InterviewAnswerRow } from './interviews.table.ts';

/** How often a reviewer's score agrees with the AI's: exactly, within one point, and the mean difference (reviewer minus AI). */
export function agreementOf(diffs: number[]) {
  if (diffs.length === 0) return { exact_agreement: null, within_one: null, mean_difference: null };
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    exact_agreement: r2(diffs.filter((d) => d === 0).length / diffs.length),
    within_one: r2(diffs.filter((d) => Math.abs(d) <= 1).length / diffs.length),
    mean_difference: r2(diffs.reduce((s, d) => s + d, 0) / diffs.length),
  };
}

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

type AgreementEntry = { job_position_id: string; job_title: string; goal_id: string; goal_text: string; diffs: number[] };

/** Per job: funnel counts, score distributions (AI and human) and recommendations; AI-human agreement per goal and overall. */
export async function analyseInterviews(ctx: InterviewsContext, auth: AuthContext, query: AnalysisQuery): Promise<InterviewAnalysis> {
  const companyId = companyOf(auth);
  const rows = await listScoredInterviews(ctx.db, companyId, query.job_position_id);
  const scoredIds = rows.filter((r) => r.scoringStatus === 'scored').map((r) => r.id);
  // A reviewer's score of an answer is the reviewers' mean where several scored (decision 660).
  const [stored, reviews] = await Promise.all([listAnswersOf(ctx.db, scoredIds), listReviews(ctx.db, scoredIds)]);
  const answers = withReviewerMeans(stored, reviews);
  const answersOf = groupBy<InterviewAnswerRow>(answers, (a) => a.interviewId);
  const questionsOf = new Map<string, InterviewQuestionRow[]>();
  await Promise.all([...new Set(rows.map((r) => r.questionSetId))].map(async (id) => questionsOf.set(id, await listQuestions(ctx.db, id))));

  const agreement = new Map<string, AgreementEntry>();
  const allDiffs: number[] = [];
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
      human_answer_distribution: distribution(jobAnswers.map((a) => a.reviewScore).filter((v): v is number => v !== null)),
      recommendations: recs,
    });
    for (const r of scored) {
      const questions = new Map((questionsOf.get(r.questionSetId) ?? []).map((q) => [q.id, q]));
      for (const a of answersOf.get(r.id) ?? []) {
        if (a.aiScore === null || a.reviewScore === null) continue;
        allDiffs.push(a.reviewScore - a.aiScore);
        for (const c of questions.get(a.questionId)?.goalConnections ?? []) {
          const key = `${jobId}:${c.goal_id}`;
          const goalText = r.goalResults.find((g) => g.goal_id === String(c.goal_id))?.goal_text ?? c.goal_text;
          const entry = agreement.get(key) ?? {
            job_position_id: jobId,
            job_title: r.jobTitle,
            goal_id: String(c.goal_id),
            goal_text: goalText,
            diffs: [],
          };
          entry.diffs.push(a.reviewScore - a.aiScore);
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
      reviewed_answers: e.diffs.length,
      ...agreementOf(e.diffs),
    })),
    overall_agreement: { reviewed_answers: allDiffs.length, ...agreementOf(allDiffs) },
  };
}
