import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { OVERRIDE_REASON_LABELS } from '@hiring/shared/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAiReveals, answerReviews, auditEvents } from '../../db/schema.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { farFrom, revealUrl, interviewSteps, scoreUrl } from './interviews.test-steps.ts';

type Answer = {
  question_id: string;
  ai: { score: number } | null;
  ai_withheld: boolean;
  review: { score: number; reviewer_id: string; override_reason: unknown } | null;
  reviews: { score: number; reviewer_id: string; reviewer_name: string | null }[];
  reviewers_mean: number | null;
  final_score: number | null;
  final_source: string | null;
};

const reason = { code: 'evidence_misread', text: 'The AI read the second example as the first.' } as const;

describe.each(dbTargets)('blind-first review and several reviewers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { scoredInterview, aiFirst } = interviewSteps(() => t);
  const detailUrl = (id: string) => `/api/app/interviews/${id}`;
  const detail = async (id: string, token: string) => {
    const res = await call(t.app, 'GET', detailUrl(id), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { answers: Answer[]; result: Record<string, unknown> } & Record<string, unknown>;
  };
  const jobOf = async (interviewId: string, token: string, questions: { id: string; text: string }[]) => ({
    id: (await detail(interviewId, token)).job_position_id as string,
    questions,
  });
  const answerOf = (d: { answers: Answer[] }, questionId: string) => d.answers.find((a) => a.question_id === questionId)!;
  const events = (interviewId: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.interviewId, interviewId)).orderBy(auditEvents.createdAt);

  it('is on for new companies; owners and admins turn it off, and a save without it keeps it', async () => {
    const owner = await registerOwner(t);
    const settings = await call(t.app, 'GET', '/api/app/interviews/settings', { token: owner.token });
    expect(settings.body.data.blind_review).toBe(true);
    const kept = await call(t.app, 'PUT', '/api/app/interviews/settings', { token: owner.token, body: { retention_days: 30 } });
    expect(kept.body.data).toMatchObject({ retention_days: 30, blind_review: true });
    const off = await call(t.app, 'PUT', '/api/app/interviews/settings', {
      token: owner.token,
      body: { retention_days: 30, blind_review: false },
    });
    expect(off.body.data.blind_review).toBe(false);
    const admin = await registerMember(t, owner.companyId, 'admin');
    const on = await call(t.app, 'PUT', '/api/app/interviews/settings', { token: admin, body: { retention_days: 30, blind_review: true } });
    expect(on.body.data.blind_review).toBe(true);
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    expect(
      (await call(t.app, 'PUT', '/api/app/interviews/settings', { token: lead, body: { retention_days: 30, blind_review: false } })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/app/interviews/settings', { token: lead })).body.data).toMatchObject({
      blind_review: true,
      can_edit: false,
    });
  });

  it("withholds the AI's part and every score it makes from a reviewer who has not scored an answer, and shows it once they scored", async () => {
    const { token } = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(token);
    const blind = await detail(interviewId, token);
    for (const a of blind.answers)
      expect(a).toMatchObject({
        ai: null,
        ai_withheld: true,
        review: null,
        reviews: [],
        reviewers_mean: null,
        final_score: null,
        final_source: null,
      });
    expect(blind.result).toMatchObject({
      withheld: true,
      ai_overall_score: null,
      overall_score: null,
      ai_recommendation: null,
      recommendation: null,
      recommendation_label: null,
      recommendation_source: 'ai_draft',
      reasons: [],
    });
    for (const g of blind.result.goals as Record<string, unknown>[])
      expect(g).toMatchObject({ ai_score: null, final_score: null, quote: null });
    expect(blind).toMatchObject({ overall_score: null, recommendation: null, unreviewed_count: questions.length, reviewed_score: null });
    // The lists hold the AI's draft back too until the interview is reviewed.
    const listed = (await call(t.app, 'GET', '/api/app/interviews?status=completed', { token })).body.data.items[0];
    expect(listed).toMatchObject({ id: interviewId, overall_score: null, recommendation: null, recommendation_source: 'ai_draft' });

    const q = questions[0]!.id;
    const scored = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token, body: { score: 3, override_reason: reason } });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    const seen = answerOf(scored.body.data, q);
    expect(seen.ai_withheld).toBe(false);
    expect(seen.ai?.score).toEqual(expect.any(Number));
    expect(seen).toMatchObject({
      review: { score: 3 },
      reviews: [{ score: 3 }],
      reviewers_mean: 3,
      final_score: 3,
      final_source: 'reviewers',
    });
    if (questions.length > 1) {
      expect(answerOf(scored.body.data, questions[1]!.id)).toMatchObject({ ai: null, ai_withheld: true });
      expect(scored.body.data.result.withheld).toBe(true);
    }
  });

  it('shows the AI score on "Show AI score", records the choice once, and logs it', async () => {
    const { token, companyId } = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(token);
    const q = questions[0]!.id;
    const res = await call(t.app, 'POST', revealUrl(interviewId, q), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = answerOf(res.body.data, q);
    expect(answer).toMatchObject({ ai_withheld: false, review: null, final_source: 'ai' });
    expect(answer.ai?.score).toEqual(expect.any(Number));
    expect(answer.final_score).toBe(answer.ai!.score);
    expect(answerOf(await detail(interviewId, token), q).ai?.score).toBe(answer.ai!.score);
    expect((await call(t.app, 'POST', revealUrl(interviewId, q), { token })).status).toBe(200);
    const rows = await t.database.db.select().from(answerAiReveals).where(eq(answerAiReveals.interviewId, interviewId));
    expect(rows).toHaveLength(1);
    const logged = (await events(interviewId)).filter((e) => e.action === 'ai_revealed');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorType: 'user', subjectId: q, after: { ai_score: answer.ai!.score } });
    // Another reviewer still reviews blind.
    expect(answerOf(await detail(interviewId, await registerMember(t, companyId, 'manager')), q)).toMatchObject({
      ai: null,
      ai_withheld: true,
    });
  });

  it("lists every reviewer's score with the mean as the final score, and the interview counts as reviewed once every answer is", async () => {
    const owner = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(owner.token);
    const other = await scoredInterview(owner.token, 'Ada Lovelace', await jobOf(interviewId, owner.token, questions));
    const manager = await registerMember(t, owner.companyId, 'manager');
    const q = questions[0]!.id;
    expect(
      (await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: owner.token, body: { score: 2, override_reason: reason } })).status,
    ).toBe(200);
    const second = await call(t.app, 'PATCH', scoreUrl(interviewId, q), {
      token: manager,
      body: { score: 5, note: 'Clear and specific.', override_reason: reason },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const answer = answerOf(second.body.data, q);
    expect(answer.reviews.map((r) => r.score)).toEqual([2, 5]);
    expect(answer.reviews.every((r) => typeof r.reviewer_name === 'string' && r.reviewer_name.length > 0)).toBe(true);
    expect(answer).toMatchObject({ reviewers_mean: 3.5, final_score: 3.5, final_source: 'reviewers', review: { score: 5 } });
    expect(answerOf(await detail(interviewId, owner.token), q).review?.score).toBe(2);
    // One reviewer scoring again replaces their score, not adds one.
    await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: owner.token, body: { score: 3, override_reason: reason } });
    expect(answerOf(await detail(interviewId, owner.token), q)).toMatchObject({ reviewers_mean: 4, final_score: 4 });
    expect(await t.database.db.select().from(answerReviews).where(eq(answerReviews.interviewId, interviewId))).toHaveLength(2);

    for (const question of questions.slice(1))
      expect(
        (await call(t.app, 'PATCH', scoreUrl(interviewId, question.id), { token: manager, body: { score: 4, override_reason: reason } }))
          .status,
      ).toBe(200);
    const reviewed = await detail(interviewId, manager);
    expect(reviewed).toMatchObject({ review_status: 'reviewed', unreviewed_count: 0, reviewed_score: reviewed.result.overall_score });
    expect(reviewed.result).toMatchObject({ recommendation_source: 'reviewed', withheld: false });
    expect(reviewed.result.overall_score).toEqual(expect.any(Number));

    const sorted = (await call(t.app, 'GET', '/api/app/talent/candidates?sort=reviewed_score', { token: owner.token })).body.data.items;
    expect(sorted.map((i: { id: string }) => i.id)).toEqual([interviewId, other.interviewId]);
    expect(sorted[0]).toMatchObject({
      recommendation_source: 'reviewed',
      unreviewed_count: 0,
      overall_score: reviewed.result.overall_score,
    });
    expect(sorted[1]).toMatchObject({ recommendation_source: 'ai_draft', unreviewed_count: questions.length, reviewed_score: null });
    const compare = await call(t.app, 'GET', `/api/app/talent/compare?interview_ids=${interviewId},${other.interviewId}`, {
      token: owner.token,
    });
    expect(compare.body.data.candidates.map((c: Record<string, unknown>) => [c.recommendation_source, c.unreviewed_count])).toEqual([
      ['reviewed', 0],
      ['ai_draft', questions.length],
    ]);
    expect(compare.body.data.candidates[1].overall_score).toBeNull();

    const log = await events(interviewId);
    const changes = log.filter((e) => e.action === 'recommendation_changed');
    const ai = reviewed.result.ai_recommendation;
    if (reviewed.result.recommendation !== ai) expect(changes.length).toBeGreaterThan(0);
    for (const e of changes) expect(Object.keys(e.after ?? {}).sort()).toEqual(['overall', 'recommendation']);
  });

  it("refuses a score 2 or more from the AI's without a reason, saving nothing, and keeps one given with its label", async () => {
    const { token } = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(token);
    const q = questions[0]!.id;
    const ai = answerOf((await call(t.app, 'POST', revealUrl(interviewId, q), { token })).body.data, q).ai!.score;
    const score = farFrom(ai);
    const refused = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token, body: { score, note: 'Thin.' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'override_reason_required', message: REVIEW_MESSAGES.overrideReasonRequired(score, ai) });
    expect(refused.body.message).toContain(`by ${Math.abs(score - ai)} points`);
    const short = await call(t.app, 'PATCH', scoreUrl(interviewId, q), {
      token,
      body: { score, override_reason: { code: 'other', text: 'no' } },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(REVIEW_MESSAGES.overrideReasonTextShort);
    const badCode = await call(t.app, 'PATCH', scoreUrl(interviewId, q), {
      token,
      body: { score, override_reason: { code: 'hunch', text: reason.text } },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe(REVIEW_MESSAGES.overrideReasonCode);
    const long = 'x'.repeat(REVIEW_LIMITS.overrideReasonTextMax + 1);
    expect(
      (await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token, body: { score, override_reason: { code: 'other', text: long } } }))
        .body.message,
    ).toBe(REVIEW_MESSAGES.overrideReasonTextLong);
    expect(answerOf(await detail(interviewId, token), q)).toMatchObject({ review: null, reviews: [] });
    expect((await events(interviewId)).filter((e) => e.action.startsWith('review_'))).toHaveLength(0);

    const saved = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token, body: { score, override_reason: reason } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(answerOf(saved.body.data, q).review).toMatchObject({
      score,
      confirmed: false,
      override_reason: { code: reason.code, label: OVERRIDE_REASON_LABELS[reason.code], text: reason.text },
    });
    const [event] = (await events(interviewId)).filter((e) => e.action === 'review_overridden');
    expect(event).toMatchObject({ subjectId: q, before: null, after: { score, ai_score: ai, reason_code: reason.code } });
    expect(JSON.stringify(event)).not.toContain(reason.text);

    // Close to the AI's, no reason is needed, and one sent anyway is not kept.
    const near = ai;
    const close = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token, body: { score: near, override_reason: reason } });
    expect(answerOf(close.body.data, q).review).toMatchObject({ score: near, confirmed: true, override_reason: null });
    const scoredEvent = (await events(interviewId)).find((e) => e.action === 'review_scored');
    expect(scoredEvent).toMatchObject({ before: { score, reason_code: reason.code }, after: { score: near, reason_code: null } });
  });

  it('shows the AI part to every reviewer when the company turned blind review off', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { interviewId } = await scoredInterview(token);
    const open = await detail(interviewId, token);
    for (const a of open.answers) {
      expect(a.ai_withheld).toBe(false);
      expect(a.ai).not.toBeNull();
      expect(a).toMatchObject({ final_score: a.ai!.score, final_source: 'ai', reviews: [] });
    }
    expect(open.result).toMatchObject({ withheld: false, recommendation_source: 'ai_draft' });
    expect(open.result.ai_overall_score).toEqual(expect.any(Number));
  });

  it('refuses the roles that do not review (403) and another company (404)', async () => {
    const owner = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(owner.token);
    const q = questions[0]!.id;
    const member = await registerMember(t, owner.companyId, 'user');
    const stranger = await registerOwner(t);
    for (const [method, url, body] of [
      ['PATCH', scoreUrl(interviewId, q), { score: 3 }],
      ['POST', revealUrl(interviewId, q), undefined],
    ] as const) {
      expect((await call(t.app, method, url, { token: member, body })).status, `${method} ${url}`).toBe(403);
      const foreign = await call(t.app, method, url, { token: stranger.token, body });
      expect(foreign.status, `${method} ${url}`).toBe(404);
      expect(foreign.body.code).toBe('interview_not_found');
    }
    const unknown = await call(t.app, 'POST', revealUrl(interviewId, '00000000-0000-4000-8000-000000000000'), { token: owner.token });
    expect(unknown.body.code).toBe('interview_question_not_found');
    expect(
      await t.database.db
        .select()
        .from(answerAiReveals)
        .where(and(eq(answerAiReveals.interviewId, interviewId))),
    ).toHaveLength(0);
  });
});
