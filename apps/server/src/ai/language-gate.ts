import type { AiResult, AnswerScore, EngineProvenance } from '@hiring/shared/ai';
import type { AiEngine } from './engine.ts';

/** The provenance model of a result the language check gave instead of the engine. */
export const LANGUAGE_CHECK_MODEL = 'language-check';
export const LANGUAGE_CHECK_VERSION = '1';

/**
 * The engine with every answer's language read first: an answer in a language the engine does not
 * score (`engine.languages`) is never passed to it and comes back unscored (checks/language-check.ts); every
 * other answer is scored by the engine, with the language read where the engine reports none.
 */
export function withLanguageGate(engine: AiEngine): AiEngine {
  const provenance = (): EngineProvenance => ({ engine: engine.kind, model: LANGUAGE_CHECK_MODEL, version: LANGUAGE_CHECK_VERSION });
  return {
    kind: engine.kind,
    languages: engine.languages,
    analyzeJob: (...args) => engine.analyzeJob(...args),
    generateGoals: (...args) => engine.generateGoals(...args),
    generateGoalForCategory: (...args) => engine.generateGoalForCategory(...args),
    generateQuestions: (...args) => engine.generateQuestions(...args),
    regenerateQuestion: (...args) => engine.regenerateQuestion(...args),
    async scoreAnswer(job, question, goals, answer): Promise<AiResult<AnswerScore>> {
      // Loaded with the first score, like the engines: an idle server holds no language model.
      const { checkLanguage } = await import('./checks/language-check.ts');
      const { language, unscored } = checkLanguage(answer, engine.languages);
      if (unscored) return { data: unscored, provenance: provenance() };
      const result = await engine.scoreAnswer(job, question, goals, answer);
      return { ...result, data: { ...result.data, language: result.data.language ?? language } };
    },
    // An answer the engine cannot read gets no follow-up: its gaps cannot be read either.
    ...(engine.followUp
      ? {
          async followUp(request) {
            const { checkLanguage } = await import('./checks/language-check.ts');
            if (checkLanguage(request.answer, engine.languages).unscored) return { data: null, provenance: provenance() };
            return engine.followUp!(request);
          },
        }
      : {}),
    // Questions are the team's words, not a candidate's answer: nothing to gate.
    ...(engine.translateQuestions ? { translateQuestions: (request) => engine.translateQuestions!(request) } : {}),
  };
}
