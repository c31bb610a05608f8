import { REVIEW_MESSAGES } from '@hiring/shared/blind-review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { farFrom, revealUrl, interviewSteps, scoreUrl } from './interviews.test-steps.ts';

type Answer = {
  question_id: string;
  ai: { score: number } | null;
  ai_withheld: boolean;
  review: { score: number; override_reason: { code: string } | null } | null;
};

const reason = { code: 'answer_better_than_scored', text: 'Names the runbook and the numbers it moved.' } as const;

/**
 * Decision 499: a reason for differing from the AI is asked only of a reviewer who has seen the
 * AI's score of that answer, and nothing the server answers tells a blind reviewer that score or
 * whether theirs differs from it.
 */
describe.each(dbTargets)('a reason for differing from an AI score the reviewer has not seen, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { scoredInterview, aiFirst } = interviewSteps(() => t);
  const answerOf = (d: { answers: Answer[] }, questionId: string) => d.answers.find((a) => a.question_id === questionId)!;
  const events = (interviewId: string) =>
    t.database.db.select().from(auditEvents).where(eq(auditEvents.interviewId, interviewId)).orderBy(auditEvents.createdAt);

  /** A scored interview, a team lead who reviews blind, and the AI's score of each answer (read by a manager who chose to see it). */
  async function blindLead() {
    const owner = await registerOwner(t);
    const { interviewId, questions } = await scoredInterview(owner.token);
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    const manager = await registerMember(t, owner.companyId, 'manager');
    const ai = new Map<string, number>();
    for (const q of questions) {
      const shown = await call(t.app, 'POST', revealUrl(interviewId, q.id), { token: manager });
      ai.set(q.id, answerOf(shown.body.data, q.id).ai!.score);
    }
    const mine = await call(t.app, 'GET', `/api/app/interviews/${interviewId}`, { token: lead });
    for (const a of mine.body.data.answers as Answer[]) expect(a).toMatchObject({ ai: null, ai_withheld: true });
    return { owner, lead, interviewId, questions, ai };
  }

  it("saves a blind score however far from the AI's, asking no reason and naming no AI score, and logs it as blind", async () => {
    const { lead, interviewId, questions, ai } = await blindLead();
    const q = questions[0]!.id;
    const score = farFrom(ai.get(q)!);
    const saved = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: lead, body: { score, note: 'Thin.' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(answerOf(saved.body.data, q).review).toMatchObject({ score, override_reason: null });
    const [event] = (await events(interviewId)).filter((e) => e.action.startsWith('review_'));
    expect(event).toMatchObject({ action: 'review_scored', after: { score, ai_score: ai.get(q), reason_code: null, blind: true } });

    // A reason sent blind is not kept: it overrides nothing the reviewer saw.
    if (questions.length > 1) {
      const q2 = questions[1]!.id;
      const far2 = farFrom(ai.get(q2)!);
      const sent = await call(t.app, 'PATCH', scoreUrl(interviewId, q2), { token: lead, body: { score: far2, override_reason: reason } });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(answerOf(sent.body.data, q2).review).toMatchObject({ score: far2, override_reason: null });
    }
  });

  it('asks the reason once the reviewer has seen the AI score: after "Show AI score", and for a change after their blind score', async () => {
    const { lead, interviewId, questions, ai } = await blindLead();
    const q = questions[0]!.id;
    const score = farFrom(ai.get(q)!);
    expect((await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: lead, body: { score } })).status).toBe(200);
    // Their blind score showed them the AI's: saving it again without a reason is refused, naming both.
    const again = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: lead, body: { score, note: 'Thin.' } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'override_reason_required',
      message: REVIEW_MESSAGES.overrideReasonRequired(score, ai.get(q)!),
    });
    const explained = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: lead, body: { score, override_reason: reason } });
    expect(answerOf(explained.body.data, q).review).toMatchObject({ score, override_reason: { code: reason.code } });
    const overridden = (await events(interviewId)).filter((e) => e.action === 'review_overridden');
    expect(overridden).toHaveLength(1);
    expect(overridden[0]!.after).not.toHaveProperty('blind');

    if (questions.length > 1) {
      const q2 = questions[1]!.id;
      await call(t.app, 'POST', revealUrl(interviewId, q2), { token: lead });
      const far2 = farFrom(ai.get(q2)!);
      const refused = await call(t.app, 'PATCH', scoreUrl(interviewId, q2), { token: lead, body: { score: far2 } });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('override_reason_required');
    }
  });

  it('asks the reason at once where the company reviews with the AI score shown', async () => {
    const owner = await registerOwner(t);
    await aiFirst(owner.token);
    const { interviewId, questions } = await scoredInterview(owner.token);
    const lead = await registerMember(t, owner.companyId, 'team_lead');
    const q = questions[0]!.id;
    const shown = await call(t.app, 'GET', `/api/app/interviews/${interviewId}`, { token: lead });
    const ai = answerOf(shown.body.data, q).ai!.score;
    const refused = await call(t.app, 'PATCH', scoreUrl(interviewId, q), { token: lead, body: { score: farFrom(ai) } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('override_reason_required');
  });
});
