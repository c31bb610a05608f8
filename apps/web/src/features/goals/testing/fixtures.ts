import { connectionMetrics, coverageAnalysis, type GoalsScreen, type ScreenGoal } from '@hiring/shared/goals';
import type { JobPosition } from '@hiring/shared/job-positions';

/** A goal of the goals screen; `questions` connected questions (none by default). */
export function makeScreenGoal(n: number, { questions = 0, ...overrides }: Partial<ScreenGoal> & { questions?: number } = {}): ScreenGoal {
  const connected = Array.from({ length: questions }, (_, i) => ({
    question_id: `q-${n}-${i + 1}`,
    question_text: `Question ${i + 1} for goal ${n}`,
    question_difficulty: 'mid' as const,
    weight: 0.8,
    reasoning: 'Asks for the goal directly',
    linked_at: '2026-11-28T10:00:00.000Z',
  }));
  return {
    id: `goal-${n}`,
    text: `Goal number ${n}`,
    title: `Goal number ${n}`,
    description: null,
    category: 'technical',
    importance: 3,
    priority_order: n,
    hiring_strategy: null,
    selected: true,
    confirmed: false,
    created_by: null,
    reason: null,
    source: 'generated',
    preset_id: null,
    skills: [],
    sources: [],
    provenance: null,
    created_at: '2026-11-28T09:00:00.000Z',
    difficulty: null,
    question_connections: { connected_questions: connected, metrics: connectionMetrics(connected) },
    ...overrides,
  };
}

/** The goals screen of job-1 in a status, its goals' questions counted into the coverage. */
export function makeGoalsScreen(status: string, goals: ScreenGoal[], overrides: Partial<GoalsScreen> = {}): GoalsScreen {
  const confirmed = !['new', 'pending', 'draft'].includes(status);
  const perGoal = goals.map((g) => g.question_connections.connected_questions.length);
  return {
    job_position_id: 'job-1',
    status,
    workflow_state: status,
    can_edit_goals: !confirmed,
    goals: goals.map((g) => ({ ...g, confirmed, selected: confirmed || g.selected })),
    confirmed,
    version: confirmed ? 2 : 1,
    goals_count: goals.length,
    questions_count: perGoal.reduce((a, b) => a + b, 0),
    coverage_analysis: coverageAnalysis(perGoal),
    ...overrides,
  };
}

/** The fields of the position the goals screen reads (its Job Summary card). */
export function makeSummaryJob(status: string): JobPosition {
  return {
    id: 'job-1',
    title: 'Site Reliability Engineer',
    department: 'Engineering',
    status,
    workflow_state: status,
    experience_level: 'mid',
    required_skills: ['Kubernetes'],
  } as JobPosition;
}
