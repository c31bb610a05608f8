import { computeQuestionSetMetrics } from '@hiring/shared/ai';
import { canProceed, nextStepsOf, stagePermissionsOf } from '@hiring/shared/job-positions';
import { totalMinutes } from '@hiring/shared/question-length';
import { QUESTION_MESSAGES, type QuestionsScreen } from '@hiring/shared/questions';
import type { JobPositionRow } from '../job-positions/index.ts';
import { toQuestion } from './question-views.ts';
import { isRunningTranslation, type QuestionsScreenRows } from './questions.repository.ts';

/**
 * The questions screen of a position from its row and the screen's rows: the sets, the goals, the
 * current set's questions and the newest translation; `translates` says whether the engine can.
 */
export function toQuestionsScreen(
  job: JobPositionRow,
  { latest, current: set, goals, questions: rows, translation: t }: QuestionsScreenRows,
  translates: boolean,
): QuestionsScreen {
  const questions = set ? rows.map((r) => toQuestion(r, set)) : [];
  const confirmed = goals.filter((g) => g.selected && g.confirmed);
  const generating = job.status === 'generating_questions';
  const translating = isRunningTranslation(t);
  // A translation whose job is gone reads as failed; the next request fails it for good (decision 795).
  const stopped = t?.status === 'translating' && !translating;
  // The stuck sweep may have failed the position without reaching the set: the position decides.
  const failedHere = job.status === 'questions_generation_failed';
  const generation =
    failedHere && latest?.status === 'generating'
      ? {
          status: 'failed' as const,
          goals_done: latest.progressDone,
          goals_total: latest.progressTotal,
          failure_reason: job.failureReason,
        }
      : latest && (latest.status === 'generating' || latest.status === 'failed')
        ? {
            status: latest.status,
            goals_done: latest.progressDone,
            goals_total: latest.progressTotal,
            failure_reason: latest.failureReason,
          }
        : generating
          ? { status: 'generating' as const, goals_done: 0, goals_total: confirmed.length, failure_reason: null }
          : latest
            ? { status: latest.status, goals_done: latest.progressDone, goals_total: latest.progressTotal, failure_reason: null }
            : { status: 'idle' as const, goals_done: 0, goals_total: confirmed.length, failure_reason: job.failureReason };
  return {
    job_position_id: job.id,
    status: job.status,
    workflow_state: job.status,
    next_steps: [...nextStepsOf(job.status)],
    can_proceed: canProceed(job.status, {
      goals_count: goals.length,
      questions_count: questions.length,
      finalized_questions_count: set?.status === 'finalized' ? questions.length : 0,
    }),
    can_edit_questions: stagePermissionsOf(job.status).can_edit_questions && !generating && !translating && !!set,
    version: set?.version ?? null,
    set_status: set?.status ?? 'none',
    length_minutes: set?.lengthMinutes ?? null,
    total_minutes: totalMinutes(questions),
    finalized: set?.status === 'finalized',
    finalized_at: set?.finalizedAt?.toISOString() ?? null,
    generation,
    language: set?.language ?? null,
    translated_from_version: set?.translatedFrom ?? null,
    translation: {
      available: translates,
      status: !t ? 'idle' : stopped ? 'failed' : t.status,
      language: t?.language ?? null,
      from_version: t?.sourceVersion ?? null,
      version: t?.resultVersion ?? null,
      questions_done: t?.progressDone ?? 0,
      questions_total: t?.progressTotal ?? 0,
      failure_reason: stopped
        ? `${QUESTION_MESSAGES.translationFailedReason}: ${QUESTION_MESSAGES.translationStopped}`
        : (t?.failureReason ?? null),
    },
    questions,
    goal_coverage: confirmed.map((g) => ({
      goal_id: g.id,
      goal_text: g.text,
      category: g.category,
      questions_count: questions.filter((q) => q.goal_connections.some((c) => c.goal_id === g.id)).length,
      total_weight:
        Math.round(questions.reduce((sum, q) => sum + (q.goal_connections.find((c) => c.goal_id === g.id)?.weight ?? 0), 0) * 100) / 100,
    })),
    overall_metrics: computeQuestionSetMetrics(
      confirmed.map((g) => ({ id: g.id, category: g.category })),
      questions,
    ),
  };
}
