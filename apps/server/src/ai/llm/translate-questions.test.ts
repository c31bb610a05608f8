import type { ResponseGuidelines } from '@hiring/shared/ai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../test/fakes/openai-server.ts';
import type { AiEngine } from '../engine.ts';
import { createAiEngine } from '../index.ts';
import { type QuestionToTranslate, translationProblems } from '../translation.ts';
import { completeTranslation } from './complete-translation.ts';
import { createLlmEngine } from './llm-engine.ts';
import { PROMPT_VERSION } from './prompts/common.ts';
import { translateQuestionsPrompt, translateQuestionsSystem } from './prompts/translate-questions.ts';

/** Issue 42 item 2 (decision 795): the LLM engine's translation of a question set, its prompt and the checks of its answer. */

const API_KEY = 'sk-live-translate-0123456789';
const MODEL = 'acme-chat-8b';

const guide = (prefix: string): ResponseGuidelines => ({
  strong: `${prefix} strong: names the query, the plan and the measured result.`,
  adequate: `${prefix} adequate: a fix without a measurement.`,
  weak: `${prefix} weak: generalities.`,
  key_points: [`${prefix} EXPLAIN ANALYZE`, `${prefix} index choice`],
  rating_scale: [1, 2, 3, 4, 5].map((score) => ({ score, label: `${prefix} L${score}`, description: `${prefix} level ${score}.` })),
});

const questions: QuestionToTranslate[] = [
  {
    id: '5b1f0c8e-0000-4000-8000-000000000001',
    text: 'Tell us about a time you tuned a slow <PostgreSQL> query & what changed.',
    followup_suggestions: ['How did you measure it?', 'What would you do differently?'],
    guide: guide('EN'),
  },
  { id: '5b1f0c8e-0000-4000-8000-000000000002', text: 'How do you mentor a new engineer?', followup_suggestions: [], guide: null },
];

/** The draft a well-behaved model returns for `questions`, in Spanish. */
const spanishDraft = () => ({
  questions: [
    {
      key: 'Q1',
      text: 'Cuéntenos sobre una vez en que optimizó una consulta lenta de &lt;PostgreSQL&gt; &amp; qué cambió.',
      followup_suggestions: ['¿Cómo lo midió?', '¿Qué haría diferente?'],
      guide: guide('ES'),
    },
    { key: 'Q2', text: '¿Cómo orienta a una persona ingeniera nueva?', followup_suggestions: [], guide: null },
  ],
});

let server: FakeOpenAiServer;
let logs: { details: Record<string, unknown>; message: string }[];

// The fallback is never asked for a translation: a stub shows it.
const noFallback = {} as AiEngine;
function engine() {
  return createLlmEngine({
    baseUrl: server.url,
    apiKey: API_KEY,
    model: MODEL,
    fallback: noFallback,
    policy: { timeoutMs: 2_000, maxRetries: 0, backoffBaseMs: 1, backoffMaxMs: 2 },
    logger: { warn: (details, message) => logs.push({ details, message }) },
  });
}
const sent = (n = -1) => {
  const messages = server.requests.at(n)!.body.messages!;
  return { system: String(messages[0]!.content), prompt: String(messages.at(-1)!.content) };
};

beforeEach(async () => {
  server = await startFakeOpenAiServer();
  logs = [];
});
afterEach(async () => {
  await server.close();
});

describe('the translation prompt', () => {
  it('gives each question by a short key with its follow-ups and guide, escaped, and names the target language', () => {
    const prompt = translateQuestionsPrompt({ questions, language: 'es', from: 'en' });
    expect(prompt).toContain('Translate these 2 interview questions from English into Spanish (language code "es").');
    expect(prompt).toContain(
      '<question key="Q1">\nText: Tell us about a time you tuned a slow &lt;PostgreSQL&gt; query &amp; what changed.',
    );
    expect(prompt).toContain('Follow-ups (2):\n- How did you measure it?\n- What would you do differently?');
    expect(prompt).toContain('Key points (2):\n- EN EXPLAIN ANALYZE\n- EN index choice');
    expect(prompt).toContain('- 3: EN L3 - EN level 3.');
    expect(prompt).toContain(
      '<question key="Q2">\nText: How do you mentor a new engineer?\nFollow-ups: none\nRating guide: none\n</question>',
    );
    expect(prompt).toContain('as many as given and in the same order');
    // A set of unknown language (made before sets were marked) is not said to be English.
    expect(translateQuestionsPrompt({ questions: questions.slice(1), language: 'en', from: null })).toContain(
      'Translate these 1 interview question into English (language code "en").',
    );
    expect(translateQuestionsSystem).toContain('you write in the target language named in\nthe request, not in English');
    expect(translateQuestionsSystem).toContain('"usted"');
  });
});

describe("checking a model's translation", () => {
  it('maps keys back to ids in the order given, undoes the escapes and puts a shuffled scale in order', () => {
    const draft = spanishDraft();
    draft.questions.reverse();
    draft.questions[1]!.guide!.rating_scale.reverse();
    const outcome = completeTranslation(draft, questions);
    expect('value' in outcome).toBe(true);
    if (!('value' in outcome)) return;
    expect(outcome.value.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    expect(outcome.value[0]!.text).toBe('Cuéntenos sobre una vez en que optimizó una consulta lenta de <PostgreSQL> & qué cambió.');
    expect(outcome.value[0]!.guide!.rating_scale.map((a) => a.score)).toEqual([1, 2, 3, 4, 5]);
    expect(outcome.value[1]).toEqual({
      id: questions[1]!.id,
      text: '¿Cómo orienta a una persona ingeniera nueva?',
      followup_suggestions: [],
      guide: null,
    });
  });

  it('names each problem: an unknown key, a missing question, lost follow-ups, key points or guide, a guide added', () => {
    const unknown = spanishDraft();
    unknown.questions[1]!.key = 'Q9';
    expect(completeTranslation(unknown, questions)).toEqual({ problems: ['unknown question keys: Q9'] });

    const missing = spanishDraft();
    missing.questions.pop();
    expect(completeTranslation(missing, questions)).toEqual({ problems: ['2 questions were given, 1 came back', 'question 2 is missing'] });

    const twice = spanishDraft();
    twice.questions[1]!.key = 'Q1';
    expect(completeTranslation(twice, questions)).toEqual({
      problems: ['a question came back twice', 'question 2 is missing'],
    });

    const shape = spanishDraft();
    shape.questions[0]!.followup_suggestions.pop();
    shape.questions[0]!.guide!.key_points.pop();
    shape.questions[1]!.guide = guide('ES');
    expect(completeTranslation(shape, questions)).toEqual({
      problems: ['question 1 must keep its 2 follow-ups', 'question 1 must keep its 2 key points', 'question 2 gained a rating guide'],
    });

    const lost = spanishDraft();
    lost.questions[0]!.guide = null;
    expect(completeTranslation(lost, questions)).toEqual({ problems: ['question 1 lost its rating guide'] });
  });

  it('holds any engine to the same shape (translation.ts)', () => {
    expect(translationProblems(questions, questions)).toEqual([]);
    const scale = questions.map((q) => ({ ...q, guide: q.guide && { ...q.guide, rating_scale: q.guide.rating_scale.slice(0, 4) } }));
    expect(translationProblems(questions, scale)).toEqual(['question 1 must keep the scores of its rating scale']);
  });
});

describe('the LLM engine translates a question set', () => {
  it('asks the model once for the batch, by its schema name, and answers the questions by their ids with the model recorded', async () => {
    server.reply({ json: spanishDraft() });
    const result = await engine().translateQuestions!({ questions, language: 'es', from: 'en' });

    expect(result.provenance).toEqual({ engine: 'llm', model: MODEL, version: PROMPT_VERSION });
    expect(result.data.questions.map((q) => [q.id, q.text])).toEqual([
      [questions[0]!.id, 'Cuéntenos sobre una vez en que optimizó una consulta lenta de <PostgreSQL> & qué cambió.'],
      [questions[1]!.id, '¿Cómo orienta a una persona ingeniera nueva?'],
    ]);
    expect(result.data.questions[0]!.followup_suggestions).toEqual(['¿Cómo lo midió?', '¿Qué haría diferente?']);
    expect(result.data.questions[0]!.guide).toEqual(guide('ES'));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'question_translation' } });
    expect(sent().system).toBe(translateQuestionsSystem);
    expect(sent().prompt).toContain('into Spanish');
  });

  it('asks again, saying why, when the answer loses a question, and uses the second answer', async () => {
    const short = spanishDraft();
    short.questions.pop();
    server.reply({ json: short }, { json: spanishDraft() });
    const result = await engine().translateQuestions!({ questions, language: 'es', from: 'en' });
    expect(result.data.questions).toHaveLength(2);
    expect(server.requests).toHaveLength(2);
    expect(sent(1).prompt).toContain(
      'Your previous answer was rejected: 2 questions were given, 1 came back; question 2 is missing. Answer again',
    );
  });

  it('throws when the model cannot deliver, with no fallback, and never with the API key', async () => {
    const bad = spanishDraft();
    bad.questions[0]!.guide = null;
    server.reply({ json: bad }, { json: bad });
    await expect(engine().translateQuestions!({ questions, language: 'es', from: 'en' })).rejects.toThrow(
      `llm model ${MODEL} failed: invalid output after 2 attempts: question 1 lost its rating guide`,
    );

    server.reply({ status: 401, message: `Incorrect API key provided: ${API_KEY}` });
    const refused = engine().translateQuestions!({ questions, language: 'es', from: 'en' });
    await expect(refused).rejects.toThrow(
      `llm model ${MODEL} failed: HTTP 401 from the model endpoint: Incorrect API key provided: [redacted]`,
    );
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
    expect(logs.map((l) => l.message)).toEqual(['AI translation failed', 'AI translation failed']);
    expect(logs[0]!.details).toMatchObject({ engine: 'llm', operation: 'translateQuestions', kind: 'invalid_output' });
  });

  it('refuses a request it cannot send before any call: no questions, an unknown language', async () => {
    await expect(engine().translateQuestions!({ questions: [], language: 'es', from: null })).rejects.toThrow();
    await expect(engine().translateQuestions!({ questions, language: 'fr' as 'es', from: null })).rejects.toThrow();
    expect(server.requests).toHaveLength(0);
  });
});

describe('which engine translates', () => {
  it('the builtin engine has no translation; the LLM engine, configured by AI_BASE_URL, has', async () => {
    expect(createAiEngine(loadConfig({}).ai).translateQuestions).toBeUndefined();
    const llm = createAiEngine(loadConfig({ AI_BASE_URL: server.url, AI_MODEL: MODEL, AI_MAX_RETRIES: '0' }).ai);
    expect(typeof llm.translateQuestions).toBe('function');
    server.reply({ json: spanishDraft() });
    const result = await llm.translateQuestions!({ questions, language: 'es', from: 'en' });
    expect(result.data.questions[1]!.text).toBe('¿Cómo orienta a una persona ingeniera nueva?');
  });
});
