import { unsupportedLanguageSummary } from '@hiring/shared/ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../../ai/builtin/index.ts';
import { withLanguageGate } from '../../ai/language-gate.ts';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { CompanyContextService } from '../companies/index.ts';
import { interviews } from './interviews.table.ts';
import { InterviewsService } from './interviews.service.ts';
import { ANSWER, interviewSteps, type PublicQuestion, pub } from './interviews.test-steps.ts';

const SPANISH =
  'El año pasado nuestra base de datos PostgreSQL se volvió lenta bajo carga. Analicé las consultas lentas con EXPLAIN ANALYZE, añadí dos índices y reescribí un endpoint de Node.js para agrupar sus lecturas. La latencia bajó de 900 ms a 120 ms.';

type Answer = {
  question_id: string;
  answer_text: string;
  final_score: number | null;
  ai: { score: number | null; raw_score: number | null; flags: string[]; language: string | null; rationale: string; evidence: string[] };
};

describe.each(dbTargets)('an answer written in a language the engine does not score, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview, aiFirst } = interviewSteps(() => t);

  /** Start, answer the first scored question in Spanish and the rest in English, and submit. */
  async function takeInSpanish(linkToken: string) {
    expect((await call(t.app, 'POST', pub(linkToken, '/start'), { body: { consent: true } })).status).toBe(200);
    const questions = (await call(t.app, 'GET', pub(linkToken))).body.data.questions as PublicQuestion[];
    const spanishId = questions.find((q) => !q.practice)!.id;
    for (const q of questions) {
      const text = q.practice ? 'A team that ships.' : q.id === spanishId ? SPANISH : ANSWER;
      expect((await call(t.app, 'PUT', pub(linkToken, `/answers/${q.id}`), { body: { text } })).status).toBe(200);
    }
    expect((await call(t.app, 'POST', pub(linkToken, '/submit'))).status).toBe(200);
    return spanishId;
  }

  it('is stored without an AI score and flagged, the overall comes from the other answers, and a reviewer can score it', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id: jobId } = await activeJob(token);
    const link = await oneLink(token, jobId);
    const spanishId = await takeInSpanish(link.token);
    const english = await oneLink(token, jobId, 'Alan Turing');
    await takeInterview(english.token);
    await t.jobs.runDue();

    const d = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(d.scoring_status).toBe('scored');
    const answers = d.answers as Answer[];
    const es = answers.find((a) => a.question_id === spanishId)!;
    expect(es.ai).toMatchObject({
      score: null,
      raw_score: null,
      flags: ['unsupported_language'],
      language: 'es',
      evidence: [],
      rationale: unsupportedLanguageSummary('es', ['en']),
    });
    expect(es.final_score).toBeNull();
    const others = answers.filter((a) => a.question_id !== spanishId);
    expect(others.length).toBeGreaterThan(0);
    for (const a of others) {
      expect(a.ai.score).toBeGreaterThanOrEqual(1);
      expect(a.ai.language).toBe('en');
    }
    expect(d.result.ai_overall_score).not.toBeNull();
    expect(d.result.ai_overall_score).toBe(d.result.overall_score);
    expect(d.result.reasons).toContain('1 answer needs human review (written in Spanish).');

    // The reviewer scores it: it counts like any review score; the AI overall stays as it was. A 1 first, then a 5:
    // the 5 lifts the overall above the 1 whatever the other answers scored on the same goals.
    const low = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${spanishId}`, {
      token,
      body: { score: 1, note: null },
    });
    expect(low.status, JSON.stringify(low.body)).toBe(200);
    const reviewed = await call(t.app, 'PATCH', `/api/app/interviews/${link.id}/scores/${spanishId}`, {
      token,
      body: { score: 5, note: null },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    const r = reviewed.body.data;
    const esReviewed = (r.answers as Answer[]).find((a) => a.question_id === spanishId)!;
    expect(esReviewed.final_score).toBe(5);
    expect(esReviewed.ai.score).toBeNull();
    expect(r.result.ai_overall_score).toBe(d.result.ai_overall_score);
    expect(r.result.overall_score).toBeGreaterThan(low.body.data.result.overall_score);
    expect(r.result.reasons.join(' ')).not.toContain('needs human review');

    // Lists, the comparison and the analysis read it without trouble.
    const list = await call(t.app, 'GET', `/api/app/interviews?job_position_id=${jobId}&status=completed`, { token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const compare = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${link.id},${english.id}`, { token });
    expect(compare.status, JSON.stringify(compare.body)).toBe(200);
    const analysis = await call(t.app, 'GET', `/api/app/interviews/analysis?job_position_id=${jobId}`, { token });
    expect(analysis.status, JSON.stringify(analysis.body)).toBe(200);
    const aiTotal = Object.values(analysis.body.data.jobs[0].ai_answer_distribution as Record<string, number>).reduce((s, v) => s + v, 0);
    expect(aiTotal).toBe(answers.length * 2 - 1);
  });

  it('is not scored again when a run is taken over after a crash', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id: jobId } = await activeJob(token);
    const link = await oneLink(token, jobId);
    await takeInSpanish(link.token);
    await t.jobs.runDue();
    // As if the worker had died after storing every answer but before the result.
    await t.database.db.update(interviews).set({ scoringStatus: 'scoring' }).where(eq(interviews.id, link.id));
    const engine = new BuiltinEngine();
    const asked: string[] = [];
    const score = engine.scoreAnswer.bind(engine);
    engine.scoreAnswer = async (job, question, goals, answer) => {
      asked.push(answer);
      return score(job, question, goals, answer);
    };
    const service = new InterviewsService({
      db: t.database.db,
      ai: withLanguageGate(engine),
      companyContext: new CompanyContextService(t.database.db),
      secret: 'unused-by-scoring',
    } as unknown as ConstructorParameters<typeof InterviewsService>[0]);
    await service.score(link.id);
    expect(asked).toEqual([]);
    const d = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(d.scoring_status).toBe('scored');
    expect(d.result.reasons).toContain('1 answer needs human review (written in Spanish).');
  });
});
