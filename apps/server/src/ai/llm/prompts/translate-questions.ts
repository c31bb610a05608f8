import { ratingAnchorSchema } from '@hiring/shared/ai';
import { INTERVIEW_LANGUAGE_LABELS, type InterviewLanguage } from '@hiring/shared/interview-language';
import { QUESTION_TEXT_MAX } from '@hiring/shared/questions';
import { z } from 'zod';
import type { QuestionToTranslate } from '../../translation.ts';
import { escapeData, SYSTEM_PREAMBLE } from './common.ts';

/**
 * Issue 42 item 2: a question set written in another language (decision 795). The model is given
 * each question under a short key (Q1, Q2, ...) with its follow-ups and rating guide, and returns
 * the same keys with the same number of follow-ups, key points and anchors. The engine maps the
 * keys back to the questions' ids and checks the shape (translation.ts); a team reviews the result
 * before it is used.
 */
export const translateQuestionsSystem = `${SYSTEM_PREAMBLE}
For this task you are a professional translator of interview material, and you write in the target language named in
the request, not in English. Translate faithfully: keep each question's meaning, difficulty, scope and tone; do not add,
drop, merge or answer anything; keep names of products, tools, technologies and companies as they are. Address the
candidate as the source does, and in Spanish use the formal "usted" and wording common to Latin America and Spain.
If a text is already in the target language, return it unchanged.`;

const line = (max: number) => z.string().trim().min(1).max(max);

/** What the model returns: every question by its key, with its words in the target language. */
export const translationDraftSchema = z.object({
  questions: z
    .array(
      z.object({
        key: z.string().min(1).max(20),
        text: line(QUESTION_TEXT_MAX),
        followup_suggestions: z.array(line(1_000)).max(10),
        guide: z
          .object({
            strong: line(1_000),
            adequate: line(1_000),
            weak: line(1_000),
            key_points: z.array(line(300)).min(1).max(12),
            rating_scale: z.array(ratingAnchorSchema).length(5),
          })
          .nullable(),
      }),
    )
    .min(1)
    .max(40),
});
export type TranslationDraft = z.infer<typeof translationDraftSchema>;

/** The key the model uses for the question at `index` (0-based). */
export const translationKey = (index: number) => `Q${index + 1}`;

function renderQuestion(q: QuestionToTranslate, index: number): string {
  const parts = [`<question key="${translationKey(index)}">`, `Text: ${escapeData(q.text)}`];
  if (q.followup_suggestions.length > 0) {
    parts.push(`Follow-ups (${q.followup_suggestions.length}):`, ...q.followup_suggestions.map((f) => `- ${escapeData(f)}`));
  } else parts.push('Follow-ups: none');
  const g = q.guide;
  if (g) {
    parts.push(
      'Rating guide:',
      `Strong answer: ${escapeData(g.strong)}`,
      `Adequate answer: ${escapeData(g.adequate)}`,
      `Weak answer: ${escapeData(g.weak)}`,
      `Key points (${g.key_points.length}):`,
      ...g.key_points.map((p) => `- ${escapeData(p)}`),
      'Rating scale:',
      ...g.rating_scale.map((a) => `- ${a.score}: ${escapeData(a.label)} - ${escapeData(a.description)}`),
    );
  } else parts.push('Rating guide: none');
  parts.push('</question>');
  return parts.join('\n');
}

export function translateQuestionsPrompt(input: {
  questions: QuestionToTranslate[];
  language: InterviewLanguage;
  from: InterviewLanguage | null;
}): string {
  const target = INTERVIEW_LANGUAGE_LABELS[input.language];
  const source = input.from ? `from ${INTERVIEW_LANGUAGE_LABELS[input.from]} ` : '';
  return `Translate these ${input.questions.length} interview question${input.questions.length === 1 ? '' : 's'} ${source}into ${target} (language code "${input.language}").

${input.questions.map(renderQuestion).join('\n\n')}

Return "questions": one entry for each question above, in the same order, with:
- key: the question's key, exactly as given (Q1, Q2, ...)
- text: the question in ${target}
- followup_suggestions: each follow-up in ${target}, as many as given and in the same order (an empty list when there are none)
- guide: null when the question has no rating guide; else strong, adequate, weak and each key point in ${target} (as many key
  points as given), and rating_scale with the same five scores 1 to 5, each label and description in ${target}`;
}
