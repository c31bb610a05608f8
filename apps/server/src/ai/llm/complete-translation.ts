import { type TranslatedQuestion, type TranslateQuestionsRequest, translationProblems } from '../translation.ts';
import { unescapeData } from './prompts/common.ts';
import { type TranslationDraft, translationKey } from './prompts/translate-questions.ts';

/**
 * A model's translation as the questions it was given: keys back to ids, the data's escapes undone,
 * a shuffled scale put in order; then the shared checks (translation.ts) and the guides' schema.
 */
export function completeTranslation(
  draft: TranslationDraft,
  given: TranslateQuestionsRequest['questions'],
): { value: TranslatedQuestion[] } | { problems: string[] } {
  const idOf = new Map(given.map((q, i) => [translationKey(i), q.id]));
  const unknown = draft.questions.filter((q) => !idOf.has(q.key.trim().toUpperCase())).map((q) => q.key);
  if (unknown.length > 0) return { problems: [`unknown question keys: ${unknown.slice(0, 5).join(', ')}`] };
  const text = (value: string) => unescapeData(value).trim();
  const questions = draft.questions.map(
    (q): TranslatedQuestion => ({
      id: idOf.get(q.key.trim().toUpperCase())!,
      text: text(q.text),
      followup_suggestions: q.followup_suggestions.map(text),
      guide: q.guide && {
        strong: text(q.guide.strong),
        adequate: text(q.guide.adequate),
        weak: text(q.guide.weak),
        key_points: q.guide.key_points.map(text),
        rating_scale: [...q.guide.rating_scale]
          .sort((a, b) => a.score - b.score)
          .map((a) => ({ score: a.score, label: text(a.label), description: text(a.description) })),
      },
    }),
  );
  const problems = translationProblems(given, questions);
  if (problems.length > 0) return { problems };
  // The same order as given, whatever order the model wrote them in.
  const byId = new Map(questions.map((q) => [q.id, q]));
  return { value: given.map((q) => byId.get(q.id)!) };
}
