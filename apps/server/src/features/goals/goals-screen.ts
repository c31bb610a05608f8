import { QUESTION_DIFFICULTIES, type QuestionDifficulty } from '@hiring/shared/ai';
import { type ConnectedQuestion, connectionMetrics, coverageAnalysis, type GoalsScreen } from '@hiring/shared/goals';
import { stagePermissionsOf } from '@hiring/shared/job-positions';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { JsonRow } from '../../db/json-rows.ts';
import { type JobGoalRow, type JobPositionRow, toGoal } from '../job-positions/index.ts';

/** The goals screen: a position's goals with the questions linked to each, their difficulty and the set's coverage. */

/** A position's goals in order, with the current question set's links to them and its question count. */
export interface GoalsAndLinks {
  rows: JobGoalRow[];
  links: CurrentLinks;
}

/** A question linked to a goal; the questions feature provides them once it exists. */
export interface GoalQuestionLink extends ConnectedQuestion {
  goal_id: string;
  /** The linked question's difficulty, from which the goal's own is read. */
  question_difficulty: QuestionDifficulty;
}

/**
 * How hard a goal is to show: the difficulty its connected questions carry most weight in (the
 * harder on a tie), or null while no question covers it.
 */
export function goalDifficulty(links: Pick<GoalQuestionLink, 'weight' | 'question_difficulty'>[]): QuestionDifficulty | null {
  let best: QuestionDifficulty | null = null;
  let bestWeight = -1;
  for (const level of QUESTION_DIFFICULTIES) {
    const weight = links.filter((l) => l.question_difficulty === level).reduce((sum, l) => sum + l.weight, 0);
    if (weight > 0 && weight >= bestWeight) {
      best = level;
      bestWeight = weight;
    }
  }
  return best;
}

/** The current question set, read once: each goal link of its questions, and how many questions it has. */
export interface CurrentLinks {
  links: GoalQuestionLink[];
  questionsCount: number;
}

/** The questions feature's part of the goals screen: its current set's questions, read within the goals' statement (decision 463). */
export interface GoalQuestionLinks {
  /** The current set's questions of the position as SQL of a JSON array. */
  currentLinksJson(jobPositionId: SQL | Placeholder): SQL<JsonRow[]>;
  /** The links of the questions `currentLinksJson` read. */
  linksOf(rows: JsonRow[]): CurrentLinks;
}

/** The goals screen of a position from its goals, in order, and its question links. */
export function toGoalsScreen(job: JobPositionRow, rows: JobGoalRow[], { links, questionsCount }: CurrentLinks): GoalsScreen {
  const byGoal = new Map<string, GoalQuestionLink[]>();
  for (const link of links) byGoal.set(link.goal_id, [...(byGoal.get(link.goal_id) ?? []), link]);
  const goals = rows.map((row) => {
    const goalLinks = byGoal.get(row.id) ?? [];
    const connected: ConnectedQuestion[] = goalLinks.map(({ goal_id: _goal, question_difficulty: _difficulty, ...q }) => q);
    return {
      ...toGoal(row),
      difficulty: goalDifficulty(goalLinks),
      question_connections: { connected_questions: connected, metrics: connectionMetrics(connected) },
    };
  });
  return {
    job_position_id: job.id,
    status: job.status,
    workflow_state: job.status,
    can_edit_goals: stagePermissionsOf(job.status).can_edit_goals && job.status !== 'pending' && !job.goalsConfirmed,
    goals,
    confirmed: job.goalsConfirmed,
    version: job.goalsVersion,
    goals_count: goals.length,
    questions_count: questionsCount,
    coverage_analysis: coverageAnalysis(goals.map((g) => g.question_connections.connected_questions.length)),
  };
}
