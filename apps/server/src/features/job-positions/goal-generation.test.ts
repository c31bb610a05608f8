import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { normalizeRole } from '@hiring/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiEngine } from '../../ai/engine.ts';
import { createAiEngine } from '../../ai/index.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { jobs } from '../../jobs/jobs.table.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { call, newUser } from '../../test/http.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { CompanyContextService } from '../companies/company-context.service.ts';
import { findUserWithCompany } from '../users/users.repository.ts';
import { GENERATE_GOALS_JOB, JobPositionsService } from './job-positions.service.ts';
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
    queue.register(GENERATE_GOALS_JOB, service.goalGenerationHandler());
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
    const job = await service.create(auth, input);
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
    const job = await first.service.create(auth, { ...input, custom_goals: [] });
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
});
