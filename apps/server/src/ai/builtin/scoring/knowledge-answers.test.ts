import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../index.ts';
import { toScoreInput } from '../../eval/score-batch.ts';

/** Knowledge questions with a one-line guide, as the public graded sets pose them (decision 805). */
const engine = new BuiltinEngine();
const score = (question: string, reference: string, answer: string) => {
  const input = toScoreInput({ id: 0, question, answer, reference, key_points: [reference] });
  return engine.scoreAnswerSync(input.job, input.question, input.goals, input.answer);
};

const LONG_QUESTION =
  'Dana built a circuit with a battery, a bulb and a small motor. A two-way switch sends the current either to the bulb or to the motor. ' +
  'What will happen when she moves the switch to the right, towards the motor?';
const REFERENCE = 'The motor will run.';

describe('a copy of the question (decision 805)', () => {
  it("scores an answer that picks a few of a long question's words on what it says, not as a copy", () => {
    const s = score(LONG_QUESTION, REFERENCE, 'Only the motor will run.');
    expect(s.flags).not.toContain('copied_question');
    expect(s.overall).toBeGreaterThanOrEqual(4);
  });

  it('still scores the wrong pick from the question low', () => {
    const s = score(LONG_QUESTION, REFERENCE, 'The bulb will light.');
    expect(s.overall).toBeLessThanOrEqual(2);
  });

  it('still flags the question repeated back, whole or most of it, as a copy', () => {
    expect(score(LONG_QUESTION, REFERENCE, LONG_QUESTION).flags).toContain('copied_question');
    const most =
      'Dana built a circuit with a battery, a bulb and a small motor. A two-way switch sends the current either to the bulb or to the motor.';
    const s = score(LONG_QUESTION, REFERENCE, most);
    expect(s.flags).toContain('copied_question');
    expect(s.overall).toBe(1);
  });
});
