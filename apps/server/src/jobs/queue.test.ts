import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dbTargets, openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { jobs } from './jobs.table.ts';
import { JobQueue, type JobQueueOptions } from './queue.ts';

const log = pino({ level: 'silent' });

describe.each(dbTargets)('job queue on %s', (target) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];
  const newQueue = (options: Partial<JobQueueOptions> = {}) => {
    const queue = new JobQueue({ db: database.db, log, retryBaseMs: 10, ...options });
    queues.push(queue);
    return queue;
  };

  beforeEach(async () => {
    database = await openTestDatabase(target);
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database.drop();
  });

  it('runs an enqueued job with its payload and marks it done', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    queue.register<{ n: number }>('count', { run: async (payload, ctx) => void seen.push({ ...payload, attempt: ctx.attempt }) });
    await queue.enqueue('count', { n: 7 });
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 7, attempt: 1 }]);
    const [row] = await database.db.select().from(jobs);
    expect(row?.status).toBe('done');
    expect(await queue.runDue()).toBe(0);
  });

  it('ignores a second enqueue with the same key while the first is queued', async () => {
    const queue = newQueue();
    const run = vi.fn(async () => {});
    queue.register('sweep', { run });
    await queue.enqueue('sweep', {}, { key: 'k' });
    await queue.enqueue('sweep', {}, { key: 'k' });
    await queue.runDue();
    expect(run).toHaveBeenCalledTimes(1);
    // Once it finished, the key is free again.
    await queue.enqueue('sweep', {}, { key: 'k' });
    expect(await queue.runDue()).toBe(1);
  });

  it('keeps a job scheduled for later until its time comes', async () => {
    const queue = newQueue();
    const run = vi.fn(async () => {});
    queue.register('later', { run });
    const runAt = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
    await queue.enqueue('later', {}, { runAt });
    expect(await queue.runDue()).toBe(0);
    expect(await queue.runDue({ now: new Date(runAt.getTime() + 1000) })).toBe(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('retries a failing job and calls onFailure once after the last attempt', async () => {
    // A backoff no loaded machine outruns: the first runDue must stop after one attempt.
    const queue = newQueue({ retryBaseMs: 5_000 });
    const onFailure = vi.fn(async () => {});
    let attempts = 0;
    queue.register('flaky', {
      maxAttempts: 3,
      run: async () => {
        attempts += 1;
        throw new Error(`boom ${attempts}`);
      },
      onFailure,
    });
    await queue.enqueue('flaky', { id: 'x' });
    expect(await queue.runDue()).toBe(1);
    // The retry waits for its backoff.
    const [waiting] = await database.db.select().from(jobs);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'boom 1' });
    await queue.runDue({ now: new Date(Date.now() + 60_000) });
    expect(attempts).toBe(3);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledWith({ id: 'x' }, expect.objectContaining({ message: 'boom 3' }));
    const [failed] = await database.db.select().from(jobs);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
  });

  it('succeeds on a retry after a transient failure', async () => {
    const queue = newQueue();
    let calls = 0;
    queue.register('transient', {
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('not yet');
      },
    });
    await queue.enqueue('transient', {});
    await queue.runDue();
    await queue.runDue({ now: new Date(Date.now() + 60_000) });
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('survives a restart: a new process runs what the old one queued, and takes over a job whose worker died', async () => {
    const before = newQueue();
    before.register('work', { run: async () => {} });
    await before.enqueue('work', { step: 'queued' });
    await before.enqueue('work', { step: 'crashed' });
    await before.stop();
    // Simulate a worker that claimed a job and died: running, with a lock that has expired.
    const rows = await database.db.select().from(jobs);
    const crashed = rows.find((row) => (row.payload as { step: string }).step === 'crashed');
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, crashed?.id ?? ''));

    const after = newQueue();
    const seen: string[] = [];
    after.register<{ step: string }>('work', { run: async (payload) => void seen.push(payload.step) });
    expect(await after.runDue()).toBe(2);
    expect(seen.sort()).toEqual(['crashed', 'queued']);
  });

  it('works jobs in the background once started, including recurring sweeps', async () => {
    const queue = newQueue({ pollMs: 20 });
    const ran: string[] = [];
    queue.register('sweep', { run: async () => void ran.push('sweep') });
    queue.register('task', { run: async () => void ran.push('task') });
    queue.every('sweep', 60_000);
    queue.start();
    await queue.enqueue('task', {});
    await vi.waitFor(() => expect(ran.sort()).toEqual(['sweep', 'task']), { timeout: 5000 });
  });

  it('refuses to enqueue a job type nobody handles', async () => {
    const queue = newQueue();
    await expect(queue.enqueue('unknown', {})).rejects.toThrow('no handler registered for job type unknown');
  });

  it('runs a job once when two workers share the table', async () => {
    const first = newQueue();
    const second = newQueue();
    const run = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    first.register('once', { run });
    second.register('once', { run });
    for (let i = 0; i < 6; i += 1) await first.enqueue('once', { i });
    await Promise.all([first.runDue(), second.runDue()]);
    expect(run).toHaveBeenCalledTimes(6);
  });
  it("enqueues inside the caller's transaction: a rollback leaves no job", async () => {
    const queue = newQueue();
    queue.register('tx', { run: async () => {} });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue('tx', { n: 1 }, { tx });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await database.db.select().from(jobs)).toEqual([]);
    await database.db.transaction(async (tx) => queue.enqueue('tx', { n: 2 }, { tx }));
    expect(await queue.runDue()).toBe(1);
  });

  it('lets only the worker holding the current lock complete or fail a job', async () => {
    // The first worker's lock expires mid-run (no heartbeat) and a second worker takes over.
    const slow = newQueue({ lockMs: 50, heartbeat: false });
    const fast = newQueue({ lockMs: 50, heartbeat: false });
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onFailure = vi.fn(async () => {});
    slow.register('fenced', {
      maxAttempts: 1,
      run: async () => {
        await blocked;
        throw new Error('stale worker failed');
      },
      onFailure,
    });
    const takenOver = vi.fn(async () => {});
    fast.register('fenced', { run: takenOver });
    await slow.enqueue('fenced', {});
    const stale = slow.runDue();
    await vi.waitFor(async () => expect((await database.db.select().from(jobs))[0]?.status).toBe('running'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await fast.runDue()).toBe(1);
    expect(takenOver).toHaveBeenCalledWith({}, expect.objectContaining({ attempt: 2 }));
    release();
    await stale;
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('renews the lock while a handler runs, so a live job is not taken over', async () => {
    const owner = newQueue({ lockMs: 90 });
    const other = newQueue({ lockMs: 90 });
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    owner.register('long', { run: () => blocked });
    const stolen = vi.fn(async () => {});
    other.register('long', { run: stolen });
    await owner.enqueue('long', {});
    const running = owner.runDue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await other.runDue()).toBe(0);
    release();
    await running;
    expect(stolen).not.toHaveBeenCalled();
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });
});
