import { describe, expect, it } from 'vitest';
import {
  connectionMetrics,
  coverageAnalysis,
  customGoalSchema,
  GOAL_MESSAGES,
  generateSpecificGoalSchema,
  showsFocusArea,
  STRATEGY_SLIDER,
  strategyFromSlider,
} from './goals.ts';

describe('hiring strategy slider', () => {
  it('runs 0 to 100 in steps of 5 with bands at 33 and 66', () => {
    expect(STRATEGY_SLIDER).toMatchObject({ min: 0, max: 100, step: 5, teachableMax: 33, generalistMax: 66 });
    expect([0, 33].map(strategyFromSlider)).toEqual(['teachable', 'teachable']);
    expect([34, 35, 66].map(strategyFromSlider)).toEqual(['generalist', 'generalist', 'generalist']);
    expect([67, 70, 100].map(strategyFromSlider)).toEqual(['specialist', 'specialist', 'specialist']);
  });

  it("shows 'Specific Focus Area' at 66 and above", () => {
    expect(GOAL_MESSAGES.specificFocusArea).toBe('Specific Focus Area');
    expect(showsFocusArea(65)).toBe(false);
    expect(showsFocusArea(66)).toBe(true);
  });
});

describe('goal editor schema', () => {
  it('trims text, turns blanks into null, defaults importance to 2 and category to custom', () => {
    expect(customGoalSchema.parse({ text: '  Lead ', description: ' ', hiring_strategy: '' })).toEqual({
      text: 'Lead',
      description: null,
      hiring_strategy: null,
      importance: 2,
      category: 'custom',
    });
    const blank = customGoalSchema.safeParse({ text: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('Please enter goal text');
  });

  it('requires a category to generate and takes count 1 only', () => {
    expect(generateSpecificGoalSchema.safeParse({}).error?.issues[0]?.message).toBe(GOAL_MESSAGES.categoryRequired);
    expect(generateSpecificGoalSchema.parse({ category: 'technical', hiring_strategy: 70, focus: ' ' })).toEqual({
      category: 'technical',
      hiring_strategy: 'specialist',
      count: 1,
      focus: null,
    });
    expect(generateSpecificGoalSchema.safeParse({ category: 'technical', count: 2 }).success).toBe(false);
  });
});

describe('question connections and coverage', () => {
  const q = (weight: number) => ({ question_id: 'q', question_text: 'Q', weight, reasoning: null, linked_at: '2026-01-01T00:00:00Z' });

  it('rates a goal by its linked questions', () => {
    expect(connectionMetrics([])).toEqual({
      evaluation_strength: 'none',
      total_weight: 0,
      avg_question_weight: 0,
      coverage_adequacy: 'none',
      question_coverage: 0,
    });
    expect(connectionMetrics([q(0.7), q(0.5)])).toMatchObject({
      evaluation_strength: 'strong',
      total_weight: 1.2,
      avg_question_weight: 0.6,
    });
    expect(connectionMetrics([q(0.5)])).toMatchObject({ evaluation_strength: 'adequate', coverage_adequacy: 'limited' });
    expect(connectionMetrics([q(0.2)]).evaluation_strength).toBe('weak');
  });

  it('grades coverage by the share of goals with questions', () => {
    expect(coverageAnalysis([2, 1, 1, 1])).toMatchObject({
      coverage_percentage: 100,
      evaluation_readiness: 'excellent',
      avg_questions_per_goal: 1.25,
    });
    expect(coverageAnalysis([1, 1, 1, 0]).evaluation_readiness).toBe('good');
    expect(coverageAnalysis([1, 1, 0, 0]).evaluation_readiness).toBe('fair');
    expect(coverageAnalysis([1, 0, 0, 0])).toMatchObject({
      evaluation_readiness: 'poor',
      goals_without_questions: 3,
      total_connections: 1,
    });
    expect(coverageAnalysis([])).toMatchObject({ coverage_percentage: 0, evaluation_readiness: 'poor', goals_with_questions: 0 });
  });

  it('names the goals no question covers in the singular for one, in the plural otherwise', () => {
    expect(coverageAnalysis([1, 1, 0]).recommendations).toEqual(['Add questions for the 1 goal no question covers yet.']);
    expect(coverageAnalysis([1, 0, 0]).recommendations).toEqual(['Add questions for the 2 goals no question covers yet.']);
    expect(GOAL_MESSAGES.goalsConfirmedReason(1)).toBe('1 evaluation goal confirmed');
    expect(GOAL_MESSAGES.goalsConfirmedReason(8)).toBe('8 evaluation goals confirmed');
  });
});
