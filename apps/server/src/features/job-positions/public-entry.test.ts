import { is, Table } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from './index.ts';

/**
 * What job-positions lets other features use (decision 570), each with why. A new export must be
 * added here with its reason: the narrow interface does not widen by a line in index.ts alone.
 */
const ALLOWED: Record<string, string> = {
  jobPositionsRoutes: 'the app registers the routes',
  JobPositionsService: 'the app builds the service',
  GENERATE_GOALS_JOB: 'the job definition names its job',
  STUCK_SWEEP_JOB: 'the job definition names its job',
  countOpenJobPositions: "billing's usage counts open positions",
  goalRows: 'goals builds rows from the engine’s goals',
  toGoal: 'goals shows a goal as the API does',
  toJobInput: 'goals, questions and scoring hand the position to the AI engine',
  goalsJson: "goals reads a position's goals in its screen's one statement",
  goalsFromJson: 'the same, back to rows',
  positionReadsQuery: "a screen's reads of a position in one statement (decision 463)",
  readPositionReads: 'runs that statement',
  sessionPositionWith: "a screen's reads beside the session in one statement (decision 470)",
  findSessionWithPositionReads: 'runs that statement',
  positionLoader: "a position screen's request loader (decision 530)",
  accessLoader: "a gated route's request loader (decision 530)",
  companyOf: "the caller's company, or 404",
  positionNotFound: 'the one 404 of a position',
  jobPositions: 'joined, read only, for a title or a company scope (decision 005)',
  jobCountsByStatus: 'analytics',
  monthlyJobsCreated: 'analytics',
  searchJobPositions: 'search',
  companyPosition: "the company's position, for goals and questions",
  positionForInterviews: "the company's position, for interviews",
  positionGoals: "a position's goals in order",
  confirmedGoals: 'the goals questions are written for',
  recordInterviewCount: 'interviews store their count',
  markInterviewing: 'the first started interview moves the position',
  startQuestionGeneration: 'questions: to generating_questions, with history',
  markQuestionsReady: 'questions: to questions_ready, with history',
  markQuestionsGenerationFailed: 'questions: to questions_generation_failed, with history',
  recordGoalsChange: 'goals: the goals version moves, a confirmation moves the status',
  addGoal: "goals: the goal writes (the goals' table is job-positions')",
  replaceGoals: 'goals: a regenerated set',
  updateGoal: "goals: one goal's fields",
  editGoal: "goals: one goal's fields and the version in one statement (decision 453)",
  deleteGoal: 'goals: one goal removed',
  renumberGoals: "goals: the set's order",
  confirmChosenGoals: 'goals: exactly the chosen goals stay, confirmed (decision 482)',
  countGoals: 'goals: a new goal goes after the current count',
};

describe("job-positions' public entry", () => {
  it('exports only the allowed names, each with its reason', () => {
    expect(Object.keys(entry).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('exports no table but the positions table that other features join to read', () => {
    const tables = Object.entries(entry)
      .filter(([, value]) => is(value, Table))
      .map(([name]) => name);
    expect(tables).toEqual(['jobPositions']);
  });

  it("exports none of its repositories' generic reads and writes of a position or its history", () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    for (const name of ['findJobPosition', 'updateJobPosition', 'insertStatusHistory', 'listGoals', 'jobGoals', 'jobPositionStatusHistory'])
      expect(source).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
