import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTERVIEW_LENGTH,
  fitQuestionsToLength,
  INTERVIEW_LENGTHS,
  LENGTH_FILL_SHARE,
  lengthMinutesSchema,
  shortestLengthFor,
  totalMinutes,
} from './question-length.ts';

const q = (goal: string, minutes: number, ...more: string[]) => ({
  id: `${goal}-${minutes}-${more.join('')}-${Math.random()}`,
  estimated_time: minutes,
  goal_connections: [goal, ...more].map((goal_id) => ({ goal_id })),
});

/** Four candidates per goal, as the builtin engine writes them goal by goal: 5, 3, 7 and 5 minutes. */
const pool = (goals: string[]) => goals.flatMap((g) => [q(g, 5), q(g, 3), q(g, 7), q(g, 5)]);

describe('interview length', () => {
  it('offers 15, 30, 45 and 60 minutes, 45 by default (a set of 30 to 45 minutes)', () => {
    expect(INTERVIEW_LENGTHS).toEqual([15, 30, 45, 60]);
    expect(DEFAULT_INTERVIEW_LENGTH).toBe(45);
    expect(Math.round(DEFAULT_INTERVIEW_LENGTH * LENGTH_FILL_SHARE)).toBe(30);
  });

  it('accepts only the offered lengths, with a message naming them', () => {
    expect(lengthMinutesSchema.parse(30)).toBe(30);
    const bad = lengthMinutesSchema.safeParse(20);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Interview length must be one of 15, 30, 45, 60 minutes');
  });

  it('names the shortest length that holds a 3-minute question per goal', () => {
    expect(shortestLengthFor(5)).toBe(15);
    expect(shortestLengthFor(6)).toBe(30);
    expect(shortestLengthFor(16)).toBe(60);
    expect(shortestLengthFor(21)).toBeNull();
  });
});

describe('fitQuestionsToLength', () => {
  const goals = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'];

  it.each(INTERVIEW_LENGTHS.filter((n) => n >= 30))(
    'fits six goals into %i minutes, every goal covered, at least two thirds full',
    (length) => {
      const fit = fitQuestionsToLength(pool(goals), goals, length);
      if (!fit.ok) throw new Error('expected a fit');
      expect(fit.minutes).toBeLessThanOrEqual(length);
      expect(fit.minutes).toBeGreaterThanOrEqual(Math.floor(length * LENGTH_FILL_SHARE));
      expect(totalMinutes(fit.questions)).toBe(fit.minutes);
      for (const g of goals) expect(fit.questions.some((x) => x.goal_connections.some((c) => c.goal_id === g))).toBe(true);
    },
  );

  it('covers each goal with its shortest question first', () => {
    const fit = fitQuestionsToLength(pool(['a', 'b', 'c', 'd', 'e']), ['a', 'b', 'c', 'd', 'e'], 15);
    if (!fit.ok) throw new Error('expected a fit');
    expect(fit.questions.map((x) => x.estimated_time)).toEqual([3, 3, 3, 3, 3]);
    expect(fit.minutes).toBe(15);
  });

  it('takes the more important goals first when filling (the goals come most important first)', () => {
    const fit = fitQuestionsToLength(pool(['top', 'low']), ['top', 'low'], 15);
    if (!fit.ok) throw new Error('expected a fit');
    // 3 + 3 to cover both, then the top goal's next question is taken before the low goal's.
    const perGoal = (g: string) => fit.questions.filter((x) => x.goal_connections[0]?.goal_id === g).length;
    expect(perGoal('top')).toBeGreaterThanOrEqual(perGoal('low'));
    expect(fit.minutes).toBeLessThanOrEqual(15);
  });

  it('fails, naming the minutes needed, when one question per goal does not fit', () => {
    const fit = fitQuestionsToLength(pool(goals), goals, 15);
    expect(fit).toEqual({ ok: false, uncovered: [], minutes: 18 });
  });

  it('fails, naming the goal, when no candidate covers it', () => {
    const fit = fitQuestionsToLength(pool(['a']), ['a', 'b'], 30);
    expect(fit.ok).toBe(false);
    if (!fit.ok) expect(fit.uncovered).toEqual(['b']);
  });

  it('keeps the questions it is told to keep, first, and counts their minutes and goals', () => {
    const mine = q('a', 5);
    const fit = fitQuestionsToLength(pool(['a', 'b']), ['a', 'b'], 15, [mine]);
    if (!fit.ok) throw new Error('expected a fit');
    expect(fit.questions[0]).toBe(mine);
    expect(fit.minutes).toBeLessThanOrEqual(15);
    // The kept question covers goal a, so the cover step adds only b's shortest question.
    expect(fit.questions.filter((x) => x.goal_connections[0]?.goal_id === 'b')[0]?.estimated_time).toBe(3);
  });

  it('uses one question for two goals when it connects both', () => {
    const both = q('a', 3, 'b');
    const fit = fitQuestionsToLength([both, q('b', 7)], ['a', 'b'], 15);
    if (!fit.ok) throw new Error('expected a fit');
    expect(fit.questions[0]).toBe(both);
  });
});
