import { and, eq } from 'drizzle-orm';
import { INTEGRITY_LIMITS, INTEGRITY_MESSAGES, INTEGRITY_THRESHOLDS, readableFlags } from '@hiring/shared/integrity';
import { INTERVIEW_NOTICE } from '@hiring/shared/interviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { reviewAiFirst } from '../../test/interviews.ts';
import { withReadableFlags } from './answer-signals.ts';
import { interviewAnswers } from './interviews.table.ts';
import { ANSWER, interviewSteps, type PublicQuestion, pub } from './interviews.test-steps.ts';

type Signals = { paste_count?: number; pasted_chars?: number; tab_leaves?: number; seconds?: number };
type DetailAnswer = {
  question_id: string;
  integrity: Signals | null;
  flags: { code: string; label: string; reason: string }[];
  ai: { score: number | null; raw_score: number | null; flags: string[] } | null;
  final_score: number | null;
};

describe.each(dbTargets)('integrity signals of an interview on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink } = interviewSteps(() => t);

  async function started(token: string, jobId: string) {
    const link = await oneLink(token, jobId);
    expect((await call(t.app, 'POST', pub(link.token, '/start'), { body: { consent: true } })).status).toBe(200);
    const view = (await call(t.app, 'GET', pub(link.token))).body.data;
    return { link, view, asked: (view.questions as PublicQuestion[]).filter((q) => !q.practice) };
  }

  const save = (linkToken: string, questionId: string, body: Record<string, unknown>) =>
    call(t.app, 'PUT', pub(linkToken, `/answers/${questionId}`), { body });

  /** Answers every question with ANSWER and the signals of `signalsFor(index)`, submits and scores. */
  async function scoredInterview(token: string, jobId: string, signalsFor: (index: number) => Signals) {
    const { link, asked } = await started(token, jobId);
    for (const [i, q] of asked.entries()) expect((await save(link.token, q.id, { text: ANSWER, ...signalsFor(i) })).status).toBe(200);
    expect((await call(t.app, 'POST', pub(link.token, '/submit'))).status).toBe(200);
    await t.jobs.runDue();
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(detail.scoring_status).toBe('scored');
    return { link, asked, detail };
  }

  it('tells the candidate in the notice that pasting, time per question and leaving the tab are recorded, not scored', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    const notice = (await call(t.app, 'GET', pub(link.token))).body.data.notice;
    expect(notice.integrity_signals).toBe(INTERVIEW_NOTICE.integritySignals);
  });

  it('keeps the highest signals each save sent, so a late retry never lowers them; a save without them keeps them', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, asked } = await started(token, id);
    const [first, second] = asked;
    const firstSave = { text: 'Draft', paste_count: 2, pasted_chars: 300, tab_leaves: 1, seconds: 40 };
    expect((await save(link.token, first!.id, firstSave)).status).toBe(200);
    // A retry of an older save arrives late: lower counts, one higher.
    expect((await save(link.token, first!.id, { text: ANSWER, paste_count: 1, pasted_chars: 10, tab_leaves: 3, seconds: 20 })).status).toBe(
      200,
    );
    expect((await save(link.token, first!.id, { text: ANSWER })).status).toBe(200);
    // The practice answer's signals are not kept: the team never sees it.
    expect((await save(link.token, 'practice', { text: 'A team that ships.', paste_count: 9 })).status).toBe(200);

    const rows = await t.database.db.select().from(interviewAnswers).where(eq(interviewAnswers.interviewId, link.id));
    const row = rows.find((r) => r.questionId === first!.id)!;
    expect(row).toMatchObject({ text: ANSWER, pasteCount: 2, pastedChars: 300, tabLeaves: 3, activeSeconds: 40 });
    expect(rows).toHaveLength(1);

    // An older page sends no signals: the answer has none recorded.
    for (const q of asked.slice(1)) expect((await save(link.token, q.id, { text: ANSWER })).status).toBe(200);
    expect((await call(t.app, 'POST', pub(link.token, '/submit'))).status).toBe(200);
    await t.jobs.runDue();
    const answers = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data.answers as DetailAnswer[];
    expect(answers.find((a) => a.question_id === first!.id)!.integrity).toEqual({
      paste_count: 2,
      pasted_chars: 300,
      tab_leaves: 3,
      seconds: 40,
    });
    expect(answers.find((a) => a.question_id === second!.id)!.integrity).toBeNull();
  });

  it('refuses a negative, fractional, non-numeric or too large signal with its field code, and saves nothing', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const { link, asked } = await started(token, id);
    const q = asked[0]!;
    expect((await save(link.token, q.id, { text: 'Kept', seconds: 5 })).status).toBe(200);
    const refused: [string, unknown][] = [
      ['paste_count', -1],
      ['pasted_chars', INTEGRITY_LIMITS.pasted_chars + 1],
      ['tab_leaves', 1.5],
      ['seconds', INTEGRITY_LIMITS.seconds + 1],
    ];
    for (const [field, value] of refused) {
      const res = await save(link.token, q.id, { text: 'Changed', [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors[field]).toBe(INTEGRITY_MESSAGES.signalRange(field as keyof typeof INTEGRITY_LIMITS));
      expect(res.body.field_codes).toEqual({ [field]: 'interview_integrity_signal_invalid' });
    }
    const text = await save(link.token, q.id, { text: 'Changed', tab_leaves: 'many' });
    expect(text.status).toBe(400);
    expect(text.body.errors.tab_leaves).toBe(INTEGRITY_MESSAGES.signalRange('tab_leaves'));
    expect(INTEGRITY_MESSAGES.signalRange('seconds')).toBe('Seconds on the question must be a whole number from 0 to 604,800');
    const stored = async () =>
      (
        await t.database.db
          .select()
          .from(interviewAnswers)
          .where(and(eq(interviewAnswers.interviewId, link.id), eq(interviewAnswers.questionId, q.id)))
      )[0];
    expect(await stored()).toMatchObject({ text: 'Kept', pasteCount: null, activeSeconds: 5 });
    // The limits themselves are accepted.
    expect((await save(link.token, q.id, { text: 'At the limits', ...INTEGRITY_LIMITS })).status).toBe(200);
    expect(await stored()).toMatchObject({
      text: 'At the limits',
      pasteCount: INTEGRITY_LIMITS.paste_count,
      pastedChars: INTEGRITY_LIMITS.pasted_chars,
      tabLeaves: INTEGRITY_LIMITS.tab_leaves,
      activeSeconds: INTEGRITY_LIMITS.seconds,
    });
  });

  it('scores answers the same with and without signals: they are evidence, never a penalty', async () => {
    const { token } = await registerOwner(t);
    await reviewAiFirst(t.app, token);
    const { id } = await activeJob(token);
    const plain = await scoredInterview(token, id, () => ({}));
    const heavy = await scoredInterview(token, id, () => ({ paste_count: 40, pasted_chars: 9_000, tab_leaves: 25, seconds: 3 }));
    const scores = (d: { answers: DetailAnswer[] }) => d.answers.map((a) => [a.ai?.score, a.ai?.raw_score, a.final_score]);
    expect(scores(heavy.detail)).toEqual(scores(plain.detail));
    expect(heavy.detail.result).toEqual(plain.detail.result);
    expect(heavy.detail.overall_score).toBe(plain.detail.overall_score);
    expect(heavy.detail.recommendation).toBe(plain.detail.recommendation);
    expect((heavy.detail.answers as DetailAnswer[]).every((a) => a.integrity?.pasted_chars === 9_000)).toBe(true);
  });

  it("shows the AI's flags in words beside each answer, the same as its codes", async () => {
    const { token } = await registerOwner(t);
    await reviewAiFirst(t.app, token);
    const { id } = await activeJob(token);
    // One answer pasted into every question: the copies are flagged as duplicates.
    const { detail } = await scoredInterview(token, id, () => ({ paste_count: 1, pasted_chars: ANSWER.length }));
    const answers = detail.answers as DetailAnswer[];
    expect(answers.some((a) => a.ai?.flags.includes('duplicate_answer'))).toBe(true);
    for (const a of answers) {
      expect(a.flags).toEqual(readableFlags(a.ai!.flags));
      for (const f of a.flags) expect(f.label).not.toContain('_');
    }
    expect(answers.flatMap((a) => a.flags).find((f) => f.code === 'duplicate_answer')?.label).toBe('Same answer as another question');
  });

  it('lists only candidates with an integrity flag when asked, by the thresholds and the AI flags that count', async () => {
    const { token } = await registerOwner(t);
    const { id } = await activeJob(token);
    const invited = await oneLink(token, id);
    const pasted = await started(token, id);
    const tabbed = await started(token, id);
    const below = await started(token, id);
    const quality = await started(token, id);
    const keyword = await started(token, id);
    const q = (s: { asked: PublicQuestion[] }) => s.asked[0]!.id;
    await save(pasted.link.token, q(pasted), { text: ANSWER, paste_count: 1, pasted_chars: INTEGRITY_THRESHOLDS.pastedChars });
    await save(tabbed.link.token, q(tabbed), { text: ANSWER, tab_leaves: INTEGRITY_THRESHOLDS.tabLeaves });
    await save(below.link.token, q(below), {
      text: ANSWER,
      paste_count: 3,
      pasted_chars: INTEGRITY_THRESHOLDS.pastedChars - 1,
      tab_leaves: INTEGRITY_THRESHOLDS.tabLeaves - 1,
      seconds: 900,
    });
    for (const s of [quality, keyword]) await save(s.link.token, q(s), { text: ANSWER });
    // The AI's flags as the scoring job stores them: quality and language flags do not count; a template does.
    const flag = (s: { link: { id: string } }, flags: string[]) =>
      t.database.db.update(interviewAnswers).set({ aiFlags: flags }).where(eq(interviewAnswers.interviewId, s.link.id));
    await flag(quality, ['too_short', 'vague', 'off_topic', 'unsupported_language']);
    await flag(keyword, ['vague', 'keyword_template']);
    // Another company's flagged candidate is never listed.
    const other = await registerOwner(t);
    const otherJob = await activeJob(other.token);
    const theirs = await started(other.token, otherJob.id);
    await save(theirs.link.token, q(theirs), { text: ANSWER, tab_leaves: 50 });

    const ids = async (query: string) =>
      (
        (await call(t.app, 'GET', `/api/app/talent/candidates?job_position_id=${id}${query}`, { token })).body.data.items as {
          id: string;
        }[]
      )
        .map((i) => i.id)
        .sort();
    expect(await ids('&integrity_flags=true')).toEqual([pasted.link.id, tabbed.link.id, keyword.link.id].sort());
    expect(await ids('&integrity_flags=false')).toEqual(
      [invited.id, pasted.link.id, tabbed.link.id, below.link.id, quality.link.id, keyword.link.id].sort(),
    );
    const all = await call(t.app, 'GET', '/api/app/talent/candidates?integrity_flags=true', { token });
    expect(all.body.data.total_count).toBe(3);
  });
});

describe("an answer's AI flags follow its AI part", () => {
  const answer = {
    question_id: 'q1',
    question_order: 1,
    question_text: 'Tell us about an incident you led.',
    competency: '',
    rating_scale: [],
    goals: [],
    answer_text: ANSWER,
    answered_at: null,
    integrity: { paste_count: 1, pasted_chars: 250, tab_leaves: 0, seconds: 60 },
    ai: {
      score: 2,
      raw_score: 2,
      rationale: '',
      evidence: [],
      goal_scores: [],
      flags: ['keyword_template'],
      language: 'en',
      engine: 'builtin',
      scored_at: '',
    },
    ai_withheld: false,
    review: null,
    reviews: [],
    reviewers_mean: null,
    final_score: 2,
    final_source: 'ai' as const,
  };

  it('are put in words where the AI part is shown', () => {
    expect(withReadableFlags(answer).flags).toEqual([
      { code: 'keyword_template', label: 'Keyword template', reason: readableFlags(['keyword_template'])[0]!.reason },
    ]);
  });

  it('are withheld with it (blind review), while the integrity signals stay', () => {
    const withheld = withReadableFlags({ ...answer, ai: null, ai_withheld: true });
    expect(withheld.ai).toBeNull();
    expect(withheld.flags).toEqual([]);
    expect(withheld.integrity).toEqual(answer.integrity);
    expect(withReadableFlags({ ...answer, ai: null }).flags).toEqual([]);
  });
});
