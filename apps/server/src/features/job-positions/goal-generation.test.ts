import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { normalizeRole } from '@hiring/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiEngine } from '../../ai/engine.ts';
import { createAiEngine } from '../../ai/index.ts';
import { generateGoalsJob } from '../../jobs/definitions/job-positions/generate-goals.ts';
import { stuckSweepJob } from '../../jobs/definitions/job-positions/stuck-sweep.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { registerJobs } from '../../jobs/registry.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { call, newUser } from '../../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { CompanyContextService } from '../companies/index.ts';
import { findUserWithCompany } from '../users/index.ts';
import { GENERATE_GOALS_JOB, JobPositionsService, STUCK_AFTER_MS, STUCK_SWEEP_JOB } from './job-positions.service.ts';
import { jobPositions, jobPositionStatusHistory } from './job-positions.table.ts';
import { createJobPositionSchema } from '@hiring/shared/job-positions';

const silentLog = { error: () => {}, warn: () => {}, info: () => {}, debug: () => {} } as never;

/** The real builtin engine, except that goal generation fails as an unreachable LLM would. */
function engineFailingGoals(): AiEngine {
  const real = createAiEngine({ model: '', timeoutMs: 1000, maxRetries: 0 });
  const generateGoals = async () => {
    throw new Error('engine unavailable');
  };
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'generateGoals') return generateGoals;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe.each(dbTargets)('goal generation as a durable job on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<AuthContext> {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: newUser() });
    const account = await findUserWithCompany(t.database.db, res.body.data.user.id);
    return {
      userId: account!.user.id,
      sessionId: 'test',
      role: normalizeRole(account!.user.role),
      companyId: account!.user.companyId,
      account: account!,
    };
  }

  /** A second process's view: its own queue and service over the same database. */
  function worker(ai: AiEngine) {
    const queue = new JobQueue({ db: t.database.db, log: silentLog, retryBaseMs: 10 });
    const service = new JobPositionsService({
      db: t.database.db,
      ai,
      jobs: queue,
      companyContext: new CompanyContextService(t.database.db),
    });
    registerJobs(queue, [generateGoalsJob], { jobPositions: service });
    return { queue, service };
  }

  const input = createJobPositionSchema.parse({
    title: 'Clinical Nurse Educator',
    job_description: 'Teach and mentor nurses on a busy surgical ward.',
    requirements: 'Registered nurse with five years of surgical experience. Teaching experience.',
    required_skills: ['Patient care', 'Mentoring'],
    preset_goal_ids: [3, 5],
    custom_goals: ['Calm under pressure'],
  });

  it('moves a position to failed with the reason once every attempt failed', async () => {
    const auth = await signedIn();
    const { queue, service } = worker(engineFailingGoals());
    const job = await service.create(auth, input, null);
    expect(job.status).toBe('pending');

    // Three attempts with backoff; `now` an hour ahead makes every retry due at once.
    const ran = await queue.runDue({ now: new Date(Date.now() + 60 * 60 * 1000) });
    expect(ran).toBe(3);
    const failed = await service.get(auth, job.id);
    expect(failed.status).toBe('failed');
    expect(failed.status_label).toBe('Failed - Needs Attention');
    expect(failed.failure_reason).toBe(`${JOB_MESSAGES.goalGenerationFailed}: engine unavailable`);
    expect(failed.evaluation_goals.goals).toEqual([]);
    expect(failed.status_history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'failed',
      changed_by: null,
      reason: `${JOB_MESSAGES.goalGenerationFailed}: engine unavailable`,
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.type, GENERATE_GOALS_JOB));
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'engine unavailable' });

    // From failed the position can go back to draft (spec 02 §4), which clears the reason.
    const back = await service.changeStatus(auth, job.id, 'draft');
    expect(back).toMatchObject({ status: 'draft', failure_reason: null });
  });

  it('survives a restart: a job queued by one process is finished by the next', async () => {
    const auth = await signedIn();
    // The first process queues the work and stops before running it.
    const first = worker(engineFailingGoals());
    const job = await first.service.create(auth, { ...input, custom_goals: [] }, null);
    await first.queue.stop();
    // The process that starts next picks the job up from the table.
    const second = worker(createAiEngine({ model: '', timeoutMs: 1000, maxRetries: 0 }));
    expect(await second.queue.runDue()).toBeGreaterThanOrEqual(1);
    const done = await second.service.get(auth, job.id);
    expect(done.status).toBe('draft');
    expect(done.evaluation_goals.goals.filter((g) => g.source === 'preset').map((g) => g.preset_id)).toEqual(
      expect.arrayContaining([3, 5]),
    );
  });
  it('commits the position, its history entry and its generation job together: a failure between them leaves none', async () => {
    const auth = await signedIn();
    const service = new JobPositionsService({
      db: t.database.db,
      ai: createAiEngine({ model: '', timeoutMs: 1000, maxRetries: 0 }),
      jobs: {
        enqueue: async () => {
          throw new Error('crash before the job was written');
        },
      },
      companyContext: new CompanyContextService(t.database.db),
    });
    const title = 'Position that must not exist';
    await expect(service.create(auth, { ...input, title }, null)).rejects.toThrow('crash before the job was written');
    const rows = await t.database.db.select().from(jobPositions).where(eq(jobPositions.title, title));
    expect(rows).toEqual([]);
    const history = await t.database.db.select().from(jobPositionStatusHistory).where(eq(jobPositionStatusHistory.changedBy, auth.userId));
    expect(history).toEqual([]);
  });

  it('fails a position stuck in pending with no job left, once the clock passes the limit', async () => {
    const auth = await signedIn();
    const { queue, service } = worker(engineFailingGoals());
    const lost = await service.create(auth, { ...input, title: 'Lost its job' }, null);
    const live = await service.create(auth, { ...input, title: 'Still has its job' }, null);
    // The job of the first one is gone (a crash of an older version, or purged by hand).
    await t.database.db.delete(jobs).where(eq(jobs.key, lost.id));
    const later = new Date(Date.now() + STUCK_AFTER_MS + 60_000);
    expect(await service.sweepStuck(new Date())).toBe(0);
    expect(await service.sweepStuck(later)).toBe(1);
    const failed = await service.get(auth, lost.id);
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toBe(`${JOB_MESSAGES.goalGenerationFailed}: it did not finish in time`);
    expect(failed.status_history.at(-1)).toMatchObject({ from_status: 'pending', to_status: 'failed', changed_by: null });
    // A position whose job is still queued is left to it.
    expect((await service.get(auth, live.id)).status).toBe('pending');
    await queue.stop();
  });

  it('fails a position stuck in generating_questions the same way', async () => {
    const auth = await signedIn();
    const { service } = worker(createAiEngine({ model: '', timeoutMs: 1000, maxRetries: 0 }));
    const job = await service.create(auth, { ...input, title: 'Stuck writing questions', preset_goal_ids: [], custom_goals: [] }, null);
    await t.database.db.delete(jobs).where(eq(jobs.key, job.id));
    await t.database.db.update(jobPositions).set({ status: 'generating_questions' }).where(eq(jobPositions.id, job.id));
    expect(await service.sweepStuck(new Date(Date.now() + STUCK_AFTER_MS + 60_000))).toBeGreaterThanOrEqual(1);
    const moved = await service.get(auth, job.id);
    expect(moved.status).toBe('questions_generation_failed');
    expect(moved.status_history.at(-1)).toMatchObject({ from_status: 'generating_questions', to_status: 'questions_generation_failed' });
  });

  it('runs the stuck sweep as a recurring job of the queue', async () => {
    const queue = new JobQueue({ db: t.database.db, log: silentLog, pollMs: 20 });
    const service = new JobPositionsService({
      db: t.database.db,
      ai: createAiEngine({ model: '', timeoutMs: 1000, maxRetries: 0 }),
      jobs: queue,
      companyContext: new CompanyContextService(t.database.db),
    });
    registerJobs(queue, [generateGoalsJob, stuckSweepJob], { jobPositions: service });
    queue.start();
    await expect
      .poll(async () => (await t.database.db.select().from(jobs).where(eq(jobs.type, STUCK_SWEEP_JOB))).some((j) => j.status === 'done'), {
        timeout: 5000,
      })
      .toBe(true);
    await queue.stop();
  });
});
