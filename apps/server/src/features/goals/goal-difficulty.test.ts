import { describe, expect, it } from 'vitest';
import { goalDifficulty } from './goals-screen.ts';

describe('a goal difficulty read from its connected questions', () => {
  it('is null while no question covers the goal', () => {
    expect(goalDifficulty([])).toBeNull();
  });

  it('is the level the questions carry most weight in', () => {
    expect(
      goalDifficulty([
        { question_difficulty: 'easy', weight: 0.3 },
        { question_difficulty: 'easy', weight: 0.3 },
        { question_difficulty: 'hard', weight: 0.5 },
      ]),
    ).toBe('easy');
  });

  it('takes the harder level on a tie', () => {
    expect(
      goalDifficulty([
        { question_difficulty: 'mid', weight: 0.5 },
        { question_difficulty: 'hard', weight: 0.5 },
      ]),
    ).toBe('hard');
  });
});
