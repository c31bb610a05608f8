import {
  type AnswerScore,
  answerScoreSchema,
  type GoalInput,
  type JobInput,
  type QuestionInput,
  unsupportedLanguageSummary,
} from '@hiring/shared/ai';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../test/fakes/openai-server.ts';
import type { AiEngine } from './engine.ts';
import { createAiEngine } from './index.ts';
import { LANGUAGE_CHECK_MODEL, withLanguageGate } from './language-gate.ts';

const job: JobInput = { title: 'Senior Backend Engineer', job_description: 'We build a payments API in Node.js and PostgreSQL.' };
const goals: GoalInput[] = [{ id: 'g1', text: 'REST API design', category: 'technical', importance: 3 }];
const question: QuestionInput = {
  text: 'How do you design an idempotent REST endpoint for creating payments?',
  goal_connections: [{ goal_id: 'g1', weight: 1 }],
};
const spanish =
  'El cliente envía una clave de idempotencia con cada intento de pago. El servidor guarda la clave con la respuesta en la misma transacción; si llega un reintento con la misma clave, devuelve la respuesta guardada.';
const english =
  'The client sends an idempotency key with each payment attempt. The server stores the key with the response in the same transaction and returns the stored response to a retry with the same key.';

/** An engine that records the answers it is asked to score. */
function recordingEngine(languages: readonly string[] | undefined, reported: string | null = null) {
  const seen: string[] = [];
  const score: AnswerScore = { scores: [], overall: 3, summary: 'Adequate.', flags: [], ...(reported ? { language: reported } : {}) };
  const unused = () => Promise.reject(new Error('not used'));
  const engine: AiEngine = {
    kind: 'llm',
    languages,
    analyzeJob: unused,
    generateGoals: unused,
    generateGoalForCategory: unused,
    generateQuestions: unused,
    regenerateQuestion: unused,
    scoreAnswer: async (_job, _question, _goals, answer) => {
      seen.push(answer);
      return { data: score, provenance: { engine: 'llm', model: 'fake', version: '1' } };
    },
  };
  return { engine: withLanguageGate(engine), seen };
}

describe('the language gate around an engine', () => {
  it('keeps an answer in a language the engine does not score from it, and answers it unscored with the language named', async () => {
    const { engine, seen } = recordingEngine(['en']);
    const result = await engine.scoreAnswer(job, question, goals, spanish);
    expect(seen).toEqual([]);
    expect(result.data).toEqual({
      scores: [],
      overall: null,
      summary: 'Written in Spanish: the AI engine scores English only, so a reviewer should score this answer.',
      flags: ['unsupported_language'],
      language: 'es',
    });
    expect(answerScoreSchema.parse(result.data)).toEqual(result.data);
    expect(result.provenance).toMatchObject({ engine: 'llm', model: LANGUAGE_CHECK_MODEL });
  });

  it('passes an answer in a language the engine scores, and one whose language it cannot tell, with the language read', async () => {
    const { engine, seen } = recordingEngine(['en']);
    expect((await engine.scoreAnswer(job, question, goals, english)).data).toMatchObject({ overall: 3, language: 'en' });
    expect((await engine.scoreAnswer(job, question, goals, 'Idempotency keys.')).data).toMatchObject({ overall: 3, language: null });
    expect(seen).toEqual([english, 'Idempotency keys.']);
  });

  it('passes every language to an engine that scores any, keeping the language the engine reports over the one read', async () => {
    const open = recordingEngine(undefined);
    expect((await open.engine.scoreAnswer(job, question, goals, spanish)).data).toMatchObject({ overall: 3, language: 'es', flags: [] });
    const reporting = recordingEngine(undefined, 'pt');
    expect((await reporting.engine.scoreAnswer(job, question, goals, spanish)).data.language).toBe('pt');
    expect(open.seen).toEqual([spanish]);
  });

  it('names every language the engine scores in the summary', () => {
    expect(unsupportedLanguageSummary('de', ['en', 'fr'])).toBe(
      'Written in German: the AI engine scores English or French only, so a reviewer should score this answer.',
    );
  });
});

describe('the configured engines read the language first', () => {
  let server: FakeOpenAiServer;
  beforeEach(async () => {
    server = await startFakeOpenAiServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('the builtin engine scores English only: a correct Spanish answer is not scored 1 but left for a reviewer', async () => {
    const engine = createAiEngine(loadConfig({}).ai);
    expect(engine.languages).toEqual(['en']);
    const es = await engine.scoreAnswer(job, question, goals, spanish);
    expect(es.data).toMatchObject({ overall: null, scores: [], flags: ['unsupported_language'], language: 'es' });
    expect(es.provenance).toMatchObject({ engine: 'builtin', model: LANGUAGE_CHECK_MODEL });
    const en = await engine.scoreAnswer(job, question, goals, english);
    expect(en.data.overall).toBeGreaterThanOrEqual(1);
    expect(en.data.language).toBe('en');
    expect(en.provenance.model).not.toBe(LANGUAGE_CHECK_MODEL);
  });

  it('the LLM engine is asked about a Spanish answer, and when it fails the builtin fallback leaves it unscored', async () => {
    server.reply({ status: 503 });
    const config = loadConfig({ AI_BASE_URL: server.url, AI_MODEL: 'local', AI_MAX_RETRIES: '0' });
    const result = await createAiEngine(config.ai).scoreAnswer(job, question, goals, spanish);
    expect(server.requests).toHaveLength(1);
    expect(result.data).toMatchObject({ overall: null, flags: ['unsupported_language'], language: 'es' });
    expect(result.provenance).toMatchObject({
      engine: 'builtin',
      model: LANGUAGE_CHECK_MODEL,
      fallback_reason: expect.stringContaining('503'),
    });
  });
});

describe('the language model', () => {
  it('is loaded with the first score, never at start: nothing the server loads at start imports it statically', () => {
    for (const file of ['./index.ts', './language-gate.ts', './engine.ts', './builtin/languages.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/^import [^;]*(checks\/language|franc)/m);
    }
    expect(readFileSync(new URL('./language-gate.ts', import.meta.url), 'utf8')).toContain("await import('./checks/language-check.ts')");
  });
});
