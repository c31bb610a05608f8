import { describe, expect, it } from 'vitest';
import {
  CHANGE_DESCRIPTIONS,
  canGenerateQuestionsFrom,
  effectivenessBand,
  QUESTION_MESSAGES,
  QUESTION_SCREEN_MESSAGES,
  QUESTION_ERROR_CODES,
  QUESTION_TEXT_MAX,
  QUESTION_TRANSLATION_MESSAGES,
  RATING_ANCHORS_SHOWN,
  regenerateQuestionsSchema,
  translateQuestionsSchema,
  updateQuestionSchema,
} from './questions.ts';

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
      deleted: 'Question deleted',
      reordered: 'Question moved',
      guide_updated: 'Rating guide edited',
      translated: 'Question translated',
    });
  });

  it("words the rating guide's refusals with their limits", () => {
    expect(QUESTION_MESSAGES.keyPointsTooMany).toBe('List at most 12 key points.');
    expect(QUESTION_MESSAGES.keyPointTooLong).toBe('Each key point must be at most 300 characters.');
    expect(QUESTION_MESSAGES.guideTextRequired('a strong')).toBe('Describe what a strong answer contains.');
    expect(QUESTION_MESSAGES.guideTextTooLong).toBe('Keep each description to at most 1000 characters.');
    expect(QUESTION_MESSAGES.anchorLabelTooLong).toBe("Keep each anchor's label to at most 50 characters.");
  });
});

describe('questions screen rules (spec 02 §4, §8, §9)', () => {
  it('colours effectiveness by the bands 90, 80, 70 and 60', () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(effectivenessBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('shows what a 1, a 3 and a 5 answer look like', () => {
    expect(RATING_ANCHORS_SHOWN).toEqual([1, 3, 5]);
  });

  it('generates a whole set only from goals_confirmed, questions_ready or questions_generation_failed', () => {
    for (const s of ['goals_confirmed', 'questions_ready', 'questions_generation_failed']) expect(canGenerateQuestionsFrom(s)).toBe(true);
    for (const s of ['draft', 'generating_questions', 'active', 'interviewing', 'closed', undefined])
      expect(canGenerateQuestionsFrom(s)).toBe(false);
  });

  it("says the screens' messages word for word", () => {
    expect(QUESTION_SCREEN_MESSAGES).toMatchObject({
      errorTitle: 'Error',
      backToJobDetails: 'Back to Job Details',
      backToQuestions: 'Back to Questions',
      generate: 'Generate Questions',
      regenerate: 'Regenerate Questions',
      finalize: 'Finalize Questions',
      resetToDraft: 'Reset to Draft',
      regenerateAll: 'Regenerate All',
      finalizeShort: 'Finalize',
      viewAnalytics: 'View Analytics',
      viewHistory: 'View History',
      createInterviewLinks: 'Create Interview Links',
      backToJobListing: 'Back to Job Listing',
      questionsReady: 'Questions ready',
      viewQuestions: 'View Questions',
      generationFailedTitle: 'Generation failed',
      generationFailed: 'There was an issue with the question generation process. Please try again.',
      readyToProceed: 'Ready to proceed',
      questionsShouldBeAvailable: 'Questions should be available. Try refreshing or contact support if the issue persists.',
      interviewReadiness: 'Interview Readiness',
      nextSteps: 'Next Steps',
      quickActions: 'Quick Actions',
      noHistory: 'No History Available',
    });
  });
});

describe('translating a set (decision 795)', () => {
  it('takes a language the interviews offer, and names the field otherwise', () => {
    expect(translateQuestionsSchema.parse({ language: 'es' })).toEqual({ language: 'es' });
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}]) {
      expect(errorOf(translateQuestionsSchema.safeParse(body)), JSON.stringify(body)).toBe('Interview language must be one of: en, es');
    }
  });

  it('says each refusal and each state word for word, with its code', () => {
    expect(QUESTION_ERROR_CODES).toMatchObject({
      translationUnavailable: 'question_translation_unavailable',
      alreadyInLanguage: 'questions_already_in_language',
      translating: 'questions_translating',
    });
    expect(QUESTION_MESSAGES.translationUnavailable).toBe(
      'Translating questions needs the AI service, and this server uses the built-in engine, which does not translate. Ask your administrator to connect an AI service (AI_BASE_URL), or write the questions in the language yourself.',
    );
    expect(QUESTION_MESSAGES.alreadyInLanguage('en')).toBe('The questions are already in English.');
    expect(QUESTION_MESSAGES.translating).toBe('The questions are being translated. Please wait until the translation finishes.');
    expect(QUESTION_MESSAGES.translationFailedReason).toBe('Question translation failed');
    expect(QUESTION_MESSAGES.translationStopped).toBe('The translation stopped without finishing. Try again.');
    expect(QUESTION_MESSAGES.translationSourceChanged).toBe(
      'The questions changed while they were being translated. Translate them again.',
    );
    const M = QUESTION_TRANSLATION_MESSAGES;
    expect(M.running('es', 4, 9)).toBe('Translating the questions into Spanish: 4 of 9 done.');
    expect(M.queued('es')).toBe('Translating the questions into Spanish…');
    expect(M.done('es', 3, 2)).toBe('Version 3 is the Spanish translation of version 2. Review it before finalizing.');
    expect(M.currentLanguage('en')).toBe('These questions are in English.');
    expect(M.sameLanguage('en')).toBe('Choose a language other than English.');
    expect(M.translatedFrom('es', 2)).toBe('Spanish, translated from version 2');
  });
});
