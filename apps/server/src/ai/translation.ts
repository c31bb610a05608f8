import { type ResponseGuidelines, responseGuidelinesSchema } from '@hiring/shared/ai';
import { INTERVIEW_LANGUAGES, type InterviewLanguage } from '@hiring/shared/interview-language';
import { QUESTION_TEXT_MAX } from '@hiring/shared/questions';
import { z } from 'zod';
import type { AiEngine } from './engine.ts';

/**
 * Translating a question set (issue 42 item 2, decision 795): what the engine is asked and what it
 * answers. Only the candidate-facing words and the words scoring reads are translated: the
 * question, its follow-ups and its rating guide. Ids and the number of questions, follow-ups, key
 * points and anchors are kept, and every answer is validated here whatever engine wrote it.
 */

/** One question of the set as the engine is given it; `guide` is null for a question without one. */
export interface QuestionToTranslate {
  id: string;
  text: string;
  followup_suggestions: string[];
  guide: ResponseGuidelines | null;
}

export interface TranslateQuestionsRequest {
  questions: QuestionToTranslate[];
  /** The language to write. */
  language: InterviewLanguage;
  /** The set's language when known; null: as the team wrote it (the engine reads it). */
  from: InterviewLanguage | null;
}

export type TranslatedQuestion = QuestionToTranslate;

export interface TranslatedQuestions {
  questions: TranslatedQuestion[];
}

/** Questions one request translates at most: the service asks in batches of this many and counts progress by them. */
export const TRANSLATION_BATCH = 4;

/** Whether the engine translates question sets: the LLM engine does, the builtin engine does not. */
export const engineTranslates = (ai: Pick<AiEngine, 'translateQuestions'>): boolean => typeof ai.translateQuestions === 'function';

const line = (max: number) => z.string().trim().min(1).max(max);

export const translateRequestSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().min(1).max(100),
        text: line(QUESTION_TEXT_MAX),
        followup_suggestions: z.array(line(1_000)).max(10),
        guide: responseGuidelinesSchema.nullable(),
      }),
    )
    .min(1)
    .max(TRANSLATION_BATCH * 10),
  language: z.enum(INTERVIEW_LANGUAGES),
  from: z.enum(INTERVIEW_LANGUAGES).nullable(),
});

/** The shared checks of a translation against the questions given: the same ids, once each, and the same shape. */
export function translationProblems(given: QuestionToTranslate[], answer: TranslatedQuestion[]): string[] {
  const problems: string[] = [];
  if (answer.length !== given.length) problems.push(`${given.length} questions were given, ${answer.length} came back`);
  // The first answer for an id is the one checked; a second one is a problem of its own.
  const byId = new Map<string, TranslatedQuestion>();
  for (const q of answer) if (!byId.has(q.id)) byId.set(q.id, q);
  if (byId.size !== answer.length) problems.push('a question came back twice');
  for (const [i, source] of given.entries()) {
    const out = byId.get(source.id);
    const name = `question ${i + 1}`;
    if (!out) {
      problems.push(`${name} is missing`);
      continue;
    }
    if (out.followup_suggestions.length !== source.followup_suggestions.length)
      problems.push(`${name} must keep its ${source.followup_suggestions.length} follow-ups`);
    if (!source.guide !== !out.guide) problems.push(`${name} ${source.guide ? 'lost its rating guide' : 'gained a rating guide'}`);
    if (source.guide && out.guide) {
      if (out.guide.key_points.length !== source.guide.key_points.length)
        problems.push(`${name} must keep its ${source.guide.key_points.length} key points`);
      if (out.guide.rating_scale.map((a) => a.score).join() !== source.guide.rating_scale.map((a) => a.score).join())
        problems.push(`${name} must keep the scores of its rating scale`);
    }
  }
  return problems.slice(0, 5);
}
