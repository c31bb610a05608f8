import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../../ai/builtin/index.ts';
import { scoreInterviewJob } from '../../jobs/definitions/interviews/score-interview.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { registerJobs } from '../../jobs/registry.ts';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { CompanyContextService } from '../companies/index.ts';
import { InterviewsService } from './interviews.service.ts';
import { interviewSteps } from './interviews.test-steps.ts';

describe.each(dbTargets)('the interview scoring job on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  const { activeJob, oneLink, takeInterview, aiFirst } = interviewSteps(() => t);

  /** The interviews service as scoring uses it: the database, the engine and the company's context. */
  const scoringService = (ai: BuiltinEngine) =>
    new InterviewsService({
      db: t.database.db,
      ai,
      companyContext: new CompanyContextService(t.database.db),
      secret: 'unused-by-scoring',
    } as unknown as ConstructorParameters<typeof InterviewsService>[0]);

  /** Another process's worker over the same database, with an engine that cannot score. */
  function brokenWorker() {
    const engine = new BuiltinEngine();
    engine.scoreAnswer = async () => {
      throw new Error('scoring engine unavailable');
    };
    const interviews = scoringService(engine);
    const queue = new JobQueue({ db: t.database.db, log: pino({ level: 'silent' }), retryBaseMs: 10 });
    registerJobs(queue, [scoreInterviewJob], { interviews });
    return queue;
  }

  it('shows scoring failed with the reason once every attempt failed, and scores it when run again', async () => {
    const { token } = await registerOwner(t);
    await aiFirst(token);
    const { id } = await activeJob(token);
    const link = await oneLink(token, id);
    await takeInterview(link.token);
    const queue = brokenWorker();
    // Three attempts with backoff; an hour ahead makes every retry due at once.
    expect(await queue.runDue({ now: new Date(Date.now() + 60 * 60 * 1000) })).toBe(3);
    await queue.stop();
    const failed = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(failed).toMatchObject({ scoring_status: 'failed', scoring_error: 'scoring engine unavailable' });
    expect(failed.result.overall_score).toBeNull();

    // Scoring it again (a person asks, or a later deploy) finishes it and clears the reason.
    await scoringService(new BuiltinEngine()).score(link.id);
    const scored = (await call(t.app, 'GET', `/api/app/interviews/${link.id}`, { token })).body.data;
    expect(scored).toMatchObject({ scoring_status: 'scored', scoring_error: null });
    expect(scored.result.overall_score).toBeGreaterThanOrEqual(1);
  });
});
