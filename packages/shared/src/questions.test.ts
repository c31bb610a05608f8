import { describe, expect, it } from 'vitest';
import { CHANGE_DESCRIPTIONS, QUESTION_MESSAGES, QUESTION_TEXT_MAX, regenerateQuestionsSchema, updateQuestionSchema } from './questions.ts';

const errorOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('question edits', () => {
  it('trims the text and refuses it blank, missing or not a string with the one message', () => {
    expect(updateQuestionSchema.parse({ text: '  Why this design?  ' })).toEqual({ text: 'Why this design?' });
    for (const body of [{ text: '' }, { text: '   ' }, {}, { text: 7 }]) {
      expect(errorOf(updateQuestionSchema.safeParse(body)), JSON.stringify(body)).toBe(QUESTION_MESSAGES.textRequired);
    }
  });

  it(`refuses text over ${QUESTION_TEXT_MAX} characters`, () => {
    expect(updateQuestionSchema.safeParse({ text: 'x'.repeat(QUESTION_TEXT_MAX) }).success).toBe(true);
    expect(errorOf(updateQuestionSchema.safeParse({ text: 'x'.repeat(QUESTION_TEXT_MAX + 1) }))).toBe(
      'Question text must be at most 1000 characters',
    );
  });

  it('regenerates one question by id or, with no body, the whole set', () => {
    expect(regenerateQuestionsSchema.parse(undefined)).toBeUndefined();
    expect(regenerateQuestionsSchema.parse({})).toEqual({});
    expect(regenerateQuestionsSchema.parse({ question_id: 'q1' })).toEqual({ question_id: 'q1' });
    expect(regenerateQuestionsSchema.safeParse({ question_id: 3 }).success).toBe(false);
  });
});

describe('question messages', () => {
  it('names the stage and counts goals in words', () => {
    expect(QUESTION_MESSAGES.stageForbidsEditing('On Hold')).toBe('Questions cannot be changed while the position is On Hold.');
    expect(QUESTION_MESSAGES.goalsWithoutQuestions(1)).toBe('1 evaluation goal has no question.');
    expect(QUESTION_MESSAGES.goalsWithoutQuestions(2)).toBe('2 evaluation goals have no question.');
    expect(CHANGE_DESCRIPTIONS).toEqual({
      created: 'Question created',
      updated: 'Question text edited',
      regenerated: 'Question regenerated',
      finalized: 'Question set finalized',
    });
  });
});
