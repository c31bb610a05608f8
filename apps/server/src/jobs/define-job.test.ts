import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dbTargets, openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { defineJob } from './define-job.ts';
import { jobs } from './jobs.table.ts';
import { JobQueue, type JobQueueOptions } from './queue.ts';
import { registerJobs } from './registry.ts';

const log = pino({ level: 'silent' });

/** A definition as a feature writes one: its payload checked by its schema, its handler given its dependencies. */
const greetJob = defineJob<{ name: string; times: number }, { greet: (name: string) => void }>({
  name: 'test.greet',
  version: 2,
  schema: z.object({ name: z.string().min(1), times: z.number().int().positive() }),
  maxAttempts: 4,
  run: async (payload, { deps }) => {
    for (let i = 0; i < payload.times; i += 1) deps.greet(payload.name);
  },
  onFailure: async () => {},
});

describe.each(dbTargets)('job definitions on %s', (target) => {
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

  it('runs a defined job with its checked payload and the dependencies it declared', async () => {
    const queue = newQueue();
    const greet = vi.fn();
    registerJobs(queue, [greetJob], { greet });
    await queue.enqueue('test.greet', { name: 'Ada', times: 2 });
    expect(await queue.runDue()).toBe(1);
    expect(greet.mock.calls).toEqual([['Ada'], ['Ada']]);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', maxAttempts: 4 });
  });

  it('refuses to enqueue a payload its schema rejects, naming the field, and writes no row', async () => {
    const queue = newQueue();
    registerJobs(queue, [greetJob], { greet: () => {} });
    await expect(queue.enqueue('test.greet', { name: '', times: 1 })).rejects.toThrow(/job test\.greet refused its payload: name: /);
    await expect(queue.enqueue('test.greet', { name: 'Ada' })).rejects.toThrow(/times: /);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('stores the payload as its schema reads it: keys the schema does not know are not kept', async () => {
    const queue = newQueue();
    registerJobs(queue, [greetJob], { greet: () => {} });
    await queue.enqueue('test.greet', { name: 'Ada', times: 1, secret: 'not for the table' });
    const [row] = await database.db.select().from(jobs);
    expect(row?.payload).toEqual({ name: 'Ada', times: 1 });
  });

  it('fails a stored payload its schema rejects at once, without retrying or calling onFailure, and logs why', async () => {
    const errors: unknown[] = [];
    const watched = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
    const queue = newQueue({ log: watched, retryBaseMs: 5_000 });
    const greet = vi.fn();
    const onFailure = vi.fn(async () => {});
    const outcomes: string[] = [];
    const counted = new JobQueue({ db: database.db, log: watched, onSettled: (_type, outcome) => void outcomes.push(outcome) });
    queues.push(counted);
    registerJobs(counted, [{ ...greetJob, onFailure }], { greet });
    // A row written by an older version (or by hand) that this version's schema refuses.
    await database.db.insert(jobs).values({ type: 'test.greet', payload: { name: 'Ada' }, maxAttempts: 4 });
    expect(await counted.runDue({ now: new Date(Date.now() + 60 * 60 * 1000) })).toBe(1);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/^payload refused by its schema \(version 2\): times: /);
    expect(greet).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(outcomes).toEqual(['failed']);
    expect(errors).toContainEqual(
      expect.objectContaining({ type: 'test.greet', version: 2, msg: 'job payload refused by its schema; failed without retrying' }),
    );
    // Nothing is left to run later.
    expect(await queue.runDue({ now: new Date(Date.now() + 24 * 60 * 60 * 1000) })).toBe(0);
  });

  it('schedules a recurring definition at start, with the payload {}', async () => {
    const queue = newQueue({ pollMs: 20 });
    const swept = vi.fn();
    const sweepJob = defineJob<Record<string, never>, { swept: () => void }>({
      name: 'test.sweep',
      version: 1,
      schema: z.object({}),
      everyMs: 60_000,
      run: async (_payload, { deps }) => deps.swept(),
    });
    registerJobs(queue, [sweepJob], { swept });
    queue.start();
    await vi.waitFor(() => expect(swept).toHaveBeenCalledOnce(), { timeout: 5000 });
  });
});
