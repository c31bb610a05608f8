import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { interviewSteps, revealUrl, scoreUrl } from './interviews.test-steps.ts';

type Event = {
  action: string;
  subject_id: string | null;
  actor: { user_id: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const SCORE_FIELDS = ['score', 'ai_score', 'raw', 'goal_scores', 'flags', 'reason_code', 'recommendation', 'overall'];
const scoreFieldsOf = (e: Event) => SCORE_FIELDS.filter((f) => (e.after && f in e.after) || (e.before && f in e.before));

/**
 * Under blind-first review the decision log holds back, from each reader, the scores the review
 * screen holds back from them (decision 503): an answer's AI score and the other reviewers' scores
 * until the reader scored it or chose "Show AI score", and the recommendation while any is withheld.
 */
describe.each(dbTargets)('the decision log under blind-first review on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { scoredInterview } = interviewSteps(() => t);
  const logOf = async (token: string, id: string): Promise<Event[]> => {
    const res = await call(t.app, 'GET', `/api/app/audit-events?interview_id=${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.events;
  };
  const reason = { code: 'evidence_misread', text: 'The AI read the second example as the first.' } as const;
  const scoreAs = async (token: string, id: string, questionId: string, score: number) => {
    // A reason goes with every score: the server keeps it only where the reviewer saw the AI's score.
    const res = await call(t.app, 'PATCH', scoreUrl(id, questionId), { token, body: { score, override_reason: reason } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const ofAnswer = (events: Event[], questionId: string) =>
    events.filter((e) => e.subject_id === questionId && ['ai_scored', 'review_scored', 'review_overridden'].includes(e.action));

  it("shows a reader no AI score or other reviewer's score of an answer they have not scored or revealed, and each entry whole once they have", async () => {
    const owner = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(owner.token);
    const admin = await registerMember(t, owner.companyId, 'admin');
    // The admin scores every answer 5, above the AI's mean for this answer: the recommendation changes on the way.
    for (const q of questions) await scoreAs(admin, interviewId, q.id, 5);

    const blind = await logOf(owner.token, interviewId);
    const answerEntries = questions.flatMap((q) => ofAnswer(blind, q.id));
    expect(answerEntries.filter((e) => e.action === 'ai_scored').length).toBeGreaterThanOrEqual(questions.length);
    expect(answerEntries.filter((e) => e.action !== 'ai_scored')).toHaveLength(questions.length);
    for (const e of answerEntries) {
      expect(scoreFieldsOf(e), JSON.stringify(e)).toEqual([]);
      expect(e.after?.scores_withheld).toBe(true);
    }
    const ai = blind.find((e) => e.action === 'ai_scored')!;
    expect(ai.after).toMatchObject({ engine: 'builtin', model: expect.any(String), version: expect.any(String) });
    const recommendation = blind.filter((e) => e.action === 'recommendation_changed');
    expect(recommendation.length).toBeGreaterThan(0);
    for (const e of recommendation) expect([e.before, e.after]).toEqual([null, { scores_withheld: true }]);

    // The admin scored every answer: their log is whole.
    const whole = await logOf(admin, interviewId);
    expect(whole).toHaveLength(blind.length);
    for (const e of whole) expect(e.after?.scores_withheld).toBeUndefined();
    expect(whole.filter((e) => e.action === 'review_scored').every((e) => typeof e.after?.ai_score === 'number')).toBe(true);

    // "Show AI score" on the first answer opens its entries, and only its.
    const [first, ...rest] = questions;
    expect((await call(t.app, 'POST', revealUrl(interviewId, first!.id), { token: owner.token })).status).toBe(200);
    const revealed = await logOf(owner.token, interviewId);
    for (const e of ofAnswer(revealed, first!.id)) expect(e.after?.scores_withheld).toBeUndefined();
    expect(ofAnswer(revealed, first!.id).find((e) => e.action === 'review_scored')?.after).toMatchObject({ score: 5 });
    for (const q of rest) for (const e of ofAnswer(revealed, q.id)) expect(scoreFieldsOf(e)).toEqual([]);

    // A period's export is read the same way.
    const today = new Date().toISOString().slice(0, 10);
    const csv = await call(t.app, 'GET', `/api/app/audit-events?from=${today}&to=${today}&format=csv`, { token: owner.token });
    expect(csv.status).toBe(200);
    const rows = String(csv.body)
      .split('\r\n')
      .filter((line) => line.includes(interviewId));
    const hidden = rows.filter((l) => rest.some((q) => l.includes(`,${q.id},`)) && /ai_scored|review_scored/.test(l));
    expect(hidden.length).toBeGreaterThanOrEqual(rest.length * 2);
    for (const line of hidden) expect(line).not.toMatch(/""(ai_)?score""/);

    // Once the owner has scored the rest, the log is whole for them too.
    for (const q of rest) await scoreAs(owner.token, interviewId, q.id, 3);
    const after = await logOf(owner.token, interviewId);
    expect(after.filter((e) => e.after?.scores_withheld)).toEqual([]);
    expect(after.filter((e) => e.action === 'recommendation_changed').every((e) => typeof e.after?.recommendation === 'string')).toBe(true);
  });

  it('shows every score to every reader when the company reviews with the AI shown', async () => {
    const owner = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(owner.token);
    const settings = await call(t.app, 'PUT', '/api/app/interviews/settings', {
      token: owner.token,
      body: { retention_days: 180, blind_review: false },
    });
    expect(settings.status).toBe(200);
    const admin = await registerMember(t, owner.companyId, 'admin');
    await scoreAs(admin, interviewId, questions[0]!.id, 1);
    const events = await logOf(owner.token, interviewId);
    expect(events.filter((e) => e.after?.scores_withheld)).toEqual([]);
    expect(ofAnswer(events, questions[0]!.id).find((e) => e.action !== 'ai_scored')?.after).toMatchObject({
      score: 1,
      ai_score: expect.any(Number),
    });
  });
});
