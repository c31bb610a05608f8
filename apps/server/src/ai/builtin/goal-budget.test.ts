import type { GeneratedGoal, GoalCategory } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { withoutPostingWords, withoutRepeatedQuotes, withThreeCategories } from './goal-budget.ts';
import type { Plan } from './goal-plans.ts';
import { BuiltinEngine } from './index.ts';

const plan = (competencyId: string, category: GoalCategory, description = 'A stock description.', sources?: string[]): Plan => ({
  competencyId,
  goal: {
    text: competencyId,
    description,
    category,
    importance: 3,
    hiring_strategy: 'none',
    priority_order: 1,
    reason: 'Chosen.',
    source: 'generated',
    skills: [],
    ...(sources ? { sources } : {}),
  } as GeneratedGoal,
});

describe('a set keeps three categories by giving back a spare', () => {
  it('gives back the spare of the category the set has most of', () => {
    const duty = plan('duty:a', 'technical');
    const second = plan('duty:c', 'technical');
    const spare = plan('spare:duty:b', 'technical');
    const knowledge = plan('knowledge:market', 'business');
    const other = plan('knowledge:field', 'business');
    const general = plan('collaboration', 'interpersonal');
    const set = withThreeCategories([duty, second, spare, knowledge, other], [general], [spare, knowledge, other]);
    expect(set.map((p) => p.competencyId)).toEqual(['duty:a', 'duty:c', 'collaboration', 'knowledge:market', 'knowledge:field']);
  });

  it('never gives back the only goal of its category, which would gain no category', () => {
    const duty = plan('duty:a', 'technical');
    const knowledge = plan('knowledge:market', 'business');
    const general = plan('collaboration', 'interpersonal');
    const set = withThreeCategories([duty, knowledge], [general], [knowledge]);
    expect(set.map((p) => p.competencyId)).toEqual(['duty:a', 'knowledge:market']);
  });
});

describe("a general goal without the posting's words waits for the posting's further requirements", () => {
  it('is a competency goal that quotes no line and cites no sentence of the posting', () => {
    expect(withoutPostingWords(plan('problem_solving', 'technical'))).toBe(true);
    expect(withoutPostingWords(plan('collaboration', 'interpersonal', 'Works well. In this job: close collaboration with IT.'))).toBe(
      false,
    );
    expect(withoutPostingWords(plan('mentoring', 'interpersonal', 'Coaches.', ['Train new cooks.']))).toBe(false);
    // A skill group's goal and a duty's are the posting's own.
    expect(withoutPostingWords(plan('testing', 'technical'))).toBe(false);
    expect(withoutPostingWords(plan('duty:write tests', 'technical'))).toBe(false);
  });

  it("comes after what the posting says the hire must know (a developer's set names its analytics skills)", () => {
    const titles = new BuiltinEngine()
      .generateGoalsSync({
        title: 'Software Developer',
        job_description: [
          'Responsibilities',
          'Build services in Go.',
          'Write integration tests for the payment flows.',
          'Requirements',
          'You have very strong analytics skills.',
          'Knowledge of the Nordic payments market.',
        ].join('\n'),
      })
      .goals.map((g) => g.text);
    expect(titles).toContain('Analytics skills');
    expect(titles).toContain('Knowledge of the Nordic payments market');
  });
});

describe("a line of the posting quoted in a goal's description", () => {
  const goal = (text: string, description: string) => ({ ...plan(text, 'technical', description).goal, text });

  it("is left out of a goal whose quote is another goal's own duty: the line is that goal's", () => {
    const [duty, group] = withoutRepeatedQuotes([
      goal('Audits timekeeping data', 'Can audit timekeeping data without help.'),
      goal('Finance and accounting rigour', 'Keeps the books right. In this job: audit timekeeping data from Kronos before each run.'),
    ]);
    expect(duty!.description).toBe('Can audit timekeeping data without help.');
    expect(group!.description).toBe('Keeps the books right.');
  });

  it("stays when it shares only some of another goal's title words, and is quoted once when two goals quote it", () => {
    const kept = withoutRepeatedQuotes([
      goal('Audits payroll registers', 'Can audit payroll registers.'),
      goal('Finance and accounting rigour', 'Keeps the books right. In this job: audit timekeeping data from Kronos.'),
      goal('Accuracy and attention to detail', 'Gets it right. In this job: audit timekeeping data from Kronos.'),
    ]);
    expect(kept[1]!.description).toContain('In this job: audit timekeeping data');
    expect(kept[2]!.description).toBe('Gets it right.');
  });
});
