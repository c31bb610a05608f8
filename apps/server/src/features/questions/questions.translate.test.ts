import { INTERVIEW_LANGUAGE_MESSAGES } from '@hiring/shared/interview-language';
import { jobStatusLabel } from '@hiring/shared/job-positions';
import { CHANGE_DESCRIPTIONS, QUESTION_ERROR_CODES, QUESTION_MESSAGES, TRANSLATION_STALE_MS } from '@hiring/shared/questions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_BATCH } from '../../ai/translation.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { type FakeOpenAiServer, type FakeReply, startFakeOpenAiServer } from '../../test/fakes/openai-server.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { readyPosition } from '../../test/positions.ts';
import { questionSetTranslations } from './questions.table.ts';

/**
 * Issue 42 item 2 (decision 795): the LLM engine translates a position's question set on request,
 * as a background job, into the set's next version, a draft marked with its language that the team
 * reviews before finalizing; the builtin engine does not translate.
 */

const validJob = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform. Mentor two engineers.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

type Guide = {
  strong: string;
  adequate: string;
  weak: string;
  key_points: string[];
  rating_scale: { score: number; label: string; description: string }[];
};
type Question = {
  id: string;
  text: string;
  question_order: number;
  followup_suggestions: string[];
  expected_response_guidelines: Guide;
  goal_connections: { goal_id: string }[];
};
type Screen = {
  version: number;
  set_status: string;
  finalized: boolean;
  can_edit_questions: boolean;
  language: string | null;
  translated_from_version: number | null;
  translation: {
    available: boolean;
    status: string;
    language: string | null;
    from_version: number | null;
    version: number | null;
    questions_done: number;
    questions_total: number;
    failure_reason: string | null;
  };
  questions: Question[];
};

const url = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;
const MODEL = 'fake-translator';
const es = (s: string) => `ES ${s}`;

/** What a model answers for the questions of one batch: each in "Spanish" (prefixed), keyed Q1, Q2, ... */
function spanishBatch(batch: Question[]): FakeReply {
  return {
    json: {
      questions: batch.map((q, i) => {
        const g = q.expected_response_guidelines;
        return {
          key: `Q${i + 1}`,
          text: es(q.text),
          followup_suggestions: q.followup_suggestions.map(es),
          guide: {
            strong: es(g.strong),
            adequate: es(g.adequate),
            weak: es(g.weak),
            key_points: g.key_points.map(es),
            rating_scale: g.rating_scale.map((a) => ({ score: a.score, label: a.label, description: es(a.description) })),
          },
        };
      }),
    },
  };
}

const batches = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / TRANSLATION_BATCH) }, (_, i) =>
    items.slice(i * TRANSLATION_BATCH, (i + 1) * TRANSLATION_BATCH),
  );

const today = () => new Date().toISOString().slice(0, 10);

describe.each(dbTargets)('questions: translating a set with the LLM engine on %s', (target) => {
  let t: TestApp;
  let ai: FakeOpenAiServer;
  beforeAll(async () => {
    // Calls not scripted by a test (the job's analysis, goals and questions) are refused: the builtin engine answers them.
    ai = await startFakeOpenAiServer({ fallback: () => ({ status: 400, message: 'not scripted' }) });
    t = await createTestApp(target, { AI_BASE_URL: ai.url, AI_MODEL: MODEL, AI_MAX_RETRIES: '0' });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  const screenOf = async (token: string, id: string) => {
    const res = await call(t.app, 'GET', url(id, '/questions'), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Screen;
  };
  const translate = (token: string, id: string, body: unknown) => call(t.app, 'POST', url(id, '/questions/translate'), { token, body });
  const translationRequests = () => ai.requests.filter((r) => r.body.response_format?.json_schema?.name === 'question_translation');

  it('translates on the queue into the next version, a draft in Spanish the team reviews, with history and a decision-log entry', async () => {
    const { token, id } = await readyPosition(t, validJob);
    const before = await screenOf(token, id);
    expect(before).toMatchObject({ version: 1, language: 'en', translated_from_version: null, set_status: 'draft' });
    expect(before.translation).toEqual({
      available: true,
      status: 'idle',
      language: null,
      from_version: null,
      version: null,
      questions_done: 0,
      questions_total: 0,
      failure_reason: null,
    });
    const n = before.questions.length;

    const asked = await translate(token, id, { language: 'es' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.data.translation).toEqual({
      available: true,
      status: 'translating',
      language: 'es',
      from_version: 1,
      version: null,
      questions_done: 0,
      questions_total: n,
      failure_reason: null,
    });
    expect(asked.body.data.can_edit_questions).toBe(false);

    // While it runs, the set does not change and a second translation waits.
    const busy = { code: QUESTION_ERROR_CODES.translating, message: QUESTION_MESSAGES.translating };
    const again = await translate(token, id, { language: 'es' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(busy);
    const edit = await call(t.app, 'PATCH', url(id, `/questions/${before.questions[0]!.id}`), { token, body: { text: 'Another text?' } });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject(busy);
    const finalize = await call(t.app, 'POST', url(id, '/questions/finalize'), { token });
    expect(finalize.body).toMatchObject(busy);
    const regenerate = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: { team_questions: 'keep' } });
    expect(regenerate.status).toBe(409);
    expect(regenerate.body).toMatchObject(busy);

    const sentBefore = translationRequests().length;
    ai.reply(...batches(before.questions).map(spanishBatch));
    await t.jobs.runDue();
    expect(ai.pending()).toBe(0);
    const asks = translationRequests().slice(sentBefore);
    expect(asks).toHaveLength(Math.ceil(n / TRANSLATION_BATCH));
    expect(String(asks[0]!.body.messages!.at(-1)!.content)).toContain('from English into Spanish');

    const after = await screenOf(token, id);
    expect(after).toMatchObject({
      version: 2,
      set_status: 'draft',
      finalized: false,
      language: 'es',
      translated_from_version: 1,
      can_edit_questions: true,
    });
    expect(after.translation).toEqual({
      available: true,
      status: 'done',
      language: 'es',
      from_version: 1,
      version: 2,
      questions_done: n,
      questions_total: n,
      failure_reason: null,
    });
    // The same questions, in order, with their goals: only their words changed.
    expect(after.questions.map((q) => q.text)).toEqual(before.questions.map((q) => es(q.text)));
    expect(after.questions.map((q) => q.goal_connections)).toEqual(before.questions.map((q) => q.goal_connections));
    const [first] = after.questions;
    const source = before.questions[0]!;
    expect(first!.followup_suggestions).toEqual(source.followup_suggestions.map(es));
    expect(first!.expected_response_guidelines.strong).toBe(es(source.expected_response_guidelines.strong));
    expect(first!.expected_response_guidelines.key_points).toEqual(source.expected_response_guidelines.key_points.map(es));

    // Each question's history says it was translated, as a new revision of the same question.
    const history = await call(t.app, 'GET', url(id, `/questions/${first!.id}/history`), { token });
    const entry = history.body.data.entries.at(-1);
    expect(entry).toMatchObject({
      change_type: 'translated',
      description: CHANGE_DESCRIPTIONS.translated,
      version: 2,
      revision: 2,
      changes: { text: { before: source.text, after: es(source.text) } },
    });
    expect(history.body.data.entries[0].question_id).toBe(source.id);

    // One event of the decision log: who asked, from which version and language into which.
    const log = await call(t.app, 'GET', `/api/app/audit-events?from=${today()}&to=${today()}&format=json`, { token });
    const event = (log.body.data.events as { action: string }[]).find((e) => e.action === 'questions_translated');
    expect(event).toMatchObject({
      action_label: 'Questions translated',
      job_position_id: id,
      actor: { type: 'user' },
      before: { version: 1, language: 'en' },
      after: { version: 2, language: 'es', questions: n, engine: 'llm', model: MODEL },
    });

    // The set is in Spanish now: asking again is refused, naming the language.
    const same = await translate(token, id, { language: 'es' });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      code: QUESTION_ERROR_CODES.alreadyInLanguage,
      message: QUESTION_MESSAGES.alreadyInLanguage('es'),
    });
    expect(QUESTION_MESSAGES.alreadyInLanguage('es')).toBe('The questions are already in Spanish.');

    // The team reviews, edits and finalizes it like a generated set.
    const fixed = await call(t.app, 'PATCH', url(id, `/questions/${first!.id}`), {
      token,
      body: { text: '¿Qué consulta lenta optimizó?' },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const finalized = await call(t.app, 'POST', url(id, '/questions/finalize'), { token });
    expect(finalized.status).toBe(200);
    expect(finalized.body.data).toMatchObject({ version: 2, finalized: true, language: 'es' });

    // A finalized set may be translated too: the translation is the next version, a draft; version 2 stays as it was.
    const back = await translate(token, id, { language: 'en' });
    expect(back.status).toBe(202);
    const spanish = (await screenOf(token, id)).questions;
    ai.reply(...batches(spanish).map(spanishBatch));
    await t.jobs.runDue();
    const third = await screenOf(token, id);
    expect(third).toMatchObject({ version: 3, finalized: false, set_status: 'draft', language: 'en', translated_from_version: 2 });
    expect(String(translationRequests().at(-1)!.body.messages!.at(-1)!.content)).toContain('from Spanish into English');
    const timeline = await call(t.app, 'GET', url(id, '/questions/history'), { token });
    const versions = (timeline.body.data.entries as { change_type: string; version: number }[])
      .filter((e) => e.change_type === 'finalized')
      .map((e) => e.version);
    expect(new Set(versions)).toEqual(new Set([2]));
  });

  it('fails after its last attempt with the reason, writes no version, and lets the team edit again', async () => {
    const { token, id } = await readyPosition(t, validJob);
    expect((await translate(token, id, { language: 'es' })).status).toBe(202);
    // The model refuses every request (the fake server's unscripted answer); the job tries three times.
    const later = Date.now();
    for (const hours of [1, 3, 9]) await t.jobs.runDue({ now: new Date(later + hours * 60 * 60 * 1000) });
    const screen = await screenOf(token, id);
    expect(screen).toMatchObject({ version: 1, language: 'en', translated_from_version: null, can_edit_questions: true });
    expect(screen.translation.status).toBe('failed');
    expect(screen.translation.failure_reason).toBe(
      `${QUESTION_MESSAGES.translationFailedReason}: llm model ${MODEL} failed: HTTP 400 from the model endpoint: not scripted`,
    );
    const edit = await call(t.app, 'PATCH', url(id, `/questions/${screen.questions[0]!.id}`), { token, body: { text: 'Edited again?' } });
    expect(edit.status).toBe(200);
  });

  it('a translation whose job is gone stops blocking the set; one whose set went fails saying so', async () => {
    const { token, id } = await readyPosition(t, validJob);
    expect((await translate(token, id, { language: 'es' })).status).toBe(202);
    const db = t.database.db;
    const stale = new Date(Date.now() - TRANSLATION_STALE_MS - 60_000);
    await db.update(questionSetTranslations).set({ updatedAt: stale }).where(eq(questionSetTranslations.jobPositionId, id));
    const stopped = await screenOf(token, id);
    expect(stopped.translation).toMatchObject({
      status: 'failed',
      failure_reason: `${QUESTION_MESSAGES.translationFailedReason}: ${QUESTION_MESSAGES.translationStopped}`,
    });
    expect(stopped.can_edit_questions).toBe(true);

    // A new request fails the stale one for good and starts; its source set then goes before the job runs.
    expect((await translate(token, id, { language: 'es' })).status).toBe(202);
    const rows = await db.select().from(questionSetTranslations).where(eq(questionSetTranslations.jobPositionId, id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'translating']);
    expect(rows.find((r) => r.status === 'failed')!.failureReason).toBe(QUESTION_MESSAGES.translationStopped);
    await db
      .update(questionSetTranslations)
      .set({ sourceSetId: null })
      .where(eq(questionSetTranslations.id, rows.find((r) => r.status === 'translating')!.id));
    const sent = translationRequests().length;
    await t.jobs.runDue();
    expect(translationRequests()).toHaveLength(sent);
    const gone = await screenOf(token, id);
    expect(gone.translation).toMatchObject({
      status: 'failed',
      failure_reason: `${QUESTION_MESSAGES.translationFailedReason}: ${QUESTION_MESSAGES.translationSourceChanged}`,
    });
    expect(gone.version).toBe(1);
  });

  it('refuses a language it does not offer, a reader, another company, a stage without edits, and generation running', async () => {
    const { token, companyId, id } = await readyPosition(t, validJob);
    const french = await translate(token, id, { language: 'fr' });
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({ code: 'validation_failed', errors: { language: INTERVIEW_LANGUAGE_MESSAGES.invalid } });
    expect((await translate(token, id, {})).status).toBe(400);

    const reader = await registerMember(t, companyId, 'user');
    expect((await translate(reader, id, { language: 'es' })).status).toBe(403);
    const other = await registerOwner(t);
    const foreign = await translate(other.token, id, { language: 'es' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('job_position_not_found');

    const regenerating = await call(t.app, 'POST', url(id, '/questions/regenerate'), { token, body: {} });
    expect(regenerating.status, JSON.stringify(regenerating.body)).toBe(200);
    const generating = await translate(token, id, { language: 'es' });
    expect(generating.status).toBe(409);
    expect(generating.body).toMatchObject({ code: QUESTION_ERROR_CODES.generating, message: QUESTION_MESSAGES.generating });
    await t.jobs.runDue();

    const created = await call(t.app, 'POST', '/api/app/job-positions', { token, body: { ...validJob, preset_goal_ids: [1] } });
    await t.jobs.runDue();
    const fresh = created.body.data.id as string;
    const status = (await call(t.app, 'GET', url(fresh), { token })).body.data.status as string;
    const early = await translate(token, fresh, { language: 'es' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: QUESTION_ERROR_CODES.notEditable,
      message: QUESTION_MESSAGES.stageForbidsEditing(jobStatusLabel(status)),
    });
  });
});

describe.each(dbTargets)('questions: the builtin engine does not translate, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says translation needs the AI service, on the screen and with a coded refusal', async () => {
    const { token, id } = await readyPosition(t, validJob);
    const screen = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data as Screen;
    expect(screen.translation).toMatchObject({ available: false, status: 'idle' });
    const res = await call(t.app, 'POST', url(id, '/questions/translate'), { token, body: { language: 'es' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: QUESTION_ERROR_CODES.translationUnavailable,
      message: QUESTION_MESSAGES.translationUnavailable,
    });
    expect(QUESTION_ERROR_CODES.translationUnavailable).toBe('question_translation_unavailable');
    expect(QUESTION_ERROR_CODES.alreadyInLanguage).toBe('questions_already_in_language');
    expect(QUESTION_ERROR_CODES.translating).toBe('questions_translating');
    const after = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data as Screen;
    expect(after.translation.status).toBe('idle');
  });
});
