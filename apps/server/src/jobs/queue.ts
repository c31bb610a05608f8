import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from './jobs.table.ts';

/** The database or an open transaction: whatever the caller writes its own rows with. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
}

/** The part of a zod schema the queue uses: a payload is checked when enqueued and again when run. */
export interface PayloadSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface JobHandler<P> {
  run(payload: P, ctx: JobContext): Promise<void>;
  /** When set, a payload it refuses is never written, and a stored one it refuses fails at once, without retries. */
  schema?: PayloadSchema<P>;
  /** The payload's shape version, named in the log of a refused payload. */
  version?: number;
  /** Runs before giving up; default 5. */
  maxAttempts?: number;
  /** Called once after the last attempt failed. */
  onFailure?(payload: P, error: unknown): Promise<void>;
}

export interface EnqueueOptions {
  /** Not before this time; default now. */
  runAt?: Date;
  /** While a job with the same type and key is queued or running, enqueueing it again does nothing. */
  key?: string;
  /**
   * The caller's transaction: the job commits with the caller's rows, or neither does.
   * Without it the job is written on its own.
   */
  tx?: DbExecutor;
}

/**
 * What features see of the queue: register handlers, enqueue work, declare recurring sweeps.
 * Kept this small so the table-backed queue below can be swapped without touching features.
 */
export interface Jobs {
  register<P>(type: string, handler: JobHandler<P>): void;
  enqueue<P>(type: string, payload: P, opts?: EnqueueOptions): Promise<void>;
  every(type: string, intervalMs: number): void;
}

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the worker looks for due jobs. */
  pollMs?: number;
  /** First retry delay; doubles with every attempt. */
  retryBaseMs?: number;
  /**
   * How long a claimed job stays locked without a heartbeat before another worker may take it
   * over; while its handler runs the worker renews the lock every third of this.
   */
  lockMs?: number;
  /** Renew the lock while a handler runs; default true. */
  heartbeat?: boolean;
  /** How many jobs one pass claims and runs side by side. */
  batchSize?: number;
  /** Told of every run's outcome (the metrics count them); `retry` is a failed attempt that will run again. */
  onSettled?: (type: string, outcome: JobOutcome) => void;
}

export type JobOutcome = 'done' | 'retry' | 'failed';

/** Jobs of one type waiting or running now, and how long the oldest due one has waited. */
export interface QueueDepth {
  type: string;
  /** Due and not yet claimed. */
  queued: number;
  running: number;
  /** Seconds since the oldest due, unclaimed job was due; 0 when none waits. */
  oldestSeconds: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;

const describeIssues = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => `${i.path.length > 0 ? `${i.path.map(String).join('.')}: ` : ''}${i.message}`).join('; ');
const DEFAULT_LOCK_MS = 30 * 1000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** Finished rows are kept this long for inspection, then purged. */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Durable background jobs over a table, so work survives a restart and can be shared by several
 * processes. Handlers are registered by type; `every` adds recurring sweeps.
 */
export class JobQueue implements Jobs {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly recurring: { type: string; intervalMs: number; timer?: NodeJS.Timeout }[] = [];
  private pollTimer?: NodeJS.Timeout;
  private purgeTimer?: NodeJS.Timeout;
  private pass?: Promise<number>;
  private started = false;
  private stopped = false;
  /** When the worker's timer last fired (performance.now()); the readiness check reads it. */
  private lastTick = 0;

  constructor(private readonly options: JobQueueOptions) {}

  register<P>(type: string, handler: JobHandler<P>): void {
    if (this.handlers.has(type)) throw new Error(`job type ${type} is already registered`);
    this.handlers.set(type, handler as JobHandler<unknown>);
  }

  async enqueue<P>(type: string, payload: P, opts: EnqueueOptions = {}): Promise<void> {
    const handler = this.handlers.get(type);
    if (!handler) throw new Error(`no handler registered for job type ${type}`);
    const checked = handler.schema?.safeParse(payload);
    if (checked && !checked.success) throw new Error(`job ${type} refused its payload: ${describeIssues(checked.error.issues)}`);
    await (opts.tx ?? this.options.db)
      .insert(jobs)
      .values({
        type,
        payload: (checked ? checked.data : payload) as object,
        key: opts.key ?? null,
        maxAttempts: handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        ...(opts.runAt ? { runAt: opts.runAt } : {}),
      })
      .onConflictDoNothing();
    // Inside a transaction the row is visible only after the caller commits: the next poll finds it.
    if (!opts.tx && this.started && !this.stopped && (!opts.runAt || opts.runAt.getTime() <= Date.now())) {
      setImmediate(() => void this.poll());
    }
  }

  /** A sweep that runs every `intervalMs` (and once at start) in whichever process claims it first. */
  every(type: string, intervalMs: number): void {
    if (!this.handlers.has(type)) throw new Error(`no handler registered for job type ${type}`);
    this.recurring.push({ type, intervalMs });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    // Alive from the moment its timer is set: readiness does not wait a poll interval for the first tick.
    this.lastTick = performance.now();
    for (const entry of this.recurring) {
      const enqueue = () =>
        void this.enqueue(entry.type, {}, { key: 'recurring' }).catch((err) =>
          this.options.log.error({ err }, 'could not schedule a sweep'),
        );
      enqueue();
      entry.timer = setInterval(enqueue, entry.intervalMs);
      entry.timer.unref();
    }
    this.pollTimer = setInterval(() => void this.poll(), this.pollMs);
    this.pollTimer.unref();
    this.purgeTimer = setInterval(
      () => void this.purgeFinished().catch((err) => this.options.log.error({ err }, 'could not purge finished jobs')),
      60 * 60 * 1000,
    );
    this.purgeTimer.unref();
    void this.poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    for (const entry of this.recurring) if (entry.timer) clearInterval(entry.timer);
    await this.pass;
  }

  /**
   * Runs every job due at `now` (default: the database's clock) until none is left, and says how
   * many ran. Tests use it to run background work deterministically; `now` lets them jump ahead.
   */
  async runDue(opts: { now?: Date } = {}): Promise<number> {
    await this.pass;
    let total = 0;
    for (;;) {
      const ran = await this.runBatch(opts.now);
      total += ran;
      if (ran === 0) return total;
    }
  }

  private get pollMs(): number {
    return this.options.pollMs ?? 1000;
  }

  /**
   * Whether the worker is running: started, not stopped, and its timer fired lately (within
   * five polls, and at least 10 s, so a pass that runs long jobs does not count as dead).
   */
  isAlive(now = performance.now()): boolean {
    return this.started && !this.stopped && now - this.lastTick <= Math.max(5 * this.pollMs, 10_000);
  }

  /** One worker pass at a time per process. */
  private poll(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.lastTick = performance.now();
    this.pass ??= this.runBatch()
      .catch((err) => {
        this.options.log.error({ err }, 'job worker pass failed');
        return 0;
      })
      .finally(() => {
        this.pass = undefined;
      })
      .then((ran) => {
        if (ran > 0 && !this.stopped) setImmediate(() => void this.poll());
        return ran;
      });
    return this.pass;
  }

  private async runBatch(at?: Date): Promise<number> {
    const types = [...this.handlers.keys()];
    if (types.length === 0) return 0;
    const { db } = this.options;
    const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
    const lockMs = this.lockMs;
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, types),
          or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(this.options.batchSize ?? 5)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`${now} + ${`${lockMs} milliseconds`}::interval` })
      .where(inArray(jobs.id, due))
      .returning();
    await Promise.all(claimed.map((job) => this.runJob(job)));
    return claimed.length;
  }

  private get lockMs(): number {
    return this.options.lockMs ?? DEFAULT_LOCK_MS;
  }

  /**
   * Rows this worker still holds: claimed by it (its attempt number) and not taken over since.
   * A worker whose lock expired finds none, so it can neither complete nor fail the job that
   * another worker now runs.
   */
  private held(job: typeof jobs.$inferSelect) {
    return and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));
  }

  private async settle(job: typeof jobs.$inferSelect, values: Partial<typeof jobs.$inferInsert>): Promise<boolean> {
    const rows = await this.options.db.update(jobs).set(values).where(this.held(job)).returning({ id: jobs.id });
    if (rows.length === 0) {
      this.options.log.warn({ jobId: job.id, type: job.type, attempt: job.attempts }, 'job lock lost to another worker; result dropped');
    }
    return rows.length > 0;
  }

  private startHeartbeat(job: typeof jobs.$inferSelect): () => void {
    if (this.options.heartbeat === false) return () => {};
    const lockMs = this.lockMs;
    const timer = setInterval(
      () =>
        void this.options.db
          .update(jobs)
          .set({ lockedUntil: sql`now() + ${`${lockMs} milliseconds`}::interval` })
          .where(this.held(job))
          .catch((err) => this.options.log.warn({ err, jobId: job.id }, 'could not renew a job lock')),
      Math.max(Math.floor(lockMs / 3), 10),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  private async runJob(job: typeof jobs.$inferSelect): Promise<void> {
    const { log } = this.options;
    const handler = this.handlers.get(job.type);
    if (!handler) return;
    const checked = handler.schema?.safeParse(job.payload);
    if (checked && !checked.success) {
      await this.refusePayload(job, handler.version, describeIssues(checked.error.issues));
      return;
    }
    const stopHeartbeat = this.startHeartbeat(job);
    let failure: { error: unknown } | undefined;
    try {
      await handler.run(checked ? checked.data : job.payload, { jobId: job.id, attempt: job.attempts });
    } catch (error) {
      failure = { error };
    } finally {
      stopHeartbeat();
    }
    if (!failure) {
      if (await this.settle(job, { status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })) {
        this.options.onSettled?.(job.type, 'done');
      }
      return;
    }
    const { error } = failure;
    const message = error instanceof Error ? error.message : String(error);
    if (job.attempts >= job.maxAttempts) {
      const settled = await this.settle(job, { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: message });
      if (!settled) return;
      this.options.onSettled?.(job.type, 'failed');
      log.error({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, 'job failed; giving up');
      try {
        await handler.onFailure?.(job.payload, error);
      } catch (failureError) {
        log.error({ jobId: job.id, type: job.type, err: failureError }, 'job failure handler failed');
      }
      return;
    }
    const delay = Math.min((this.options.retryBaseMs ?? 5000) * 2 ** (job.attempts - 1), MAX_RETRY_MS);
    const settled = await this.settle(job, {
      status: 'queued',
      runAt: new Date(Date.now() + delay),
      lockedUntil: null,
      lastError: message,
    });
    if (settled) {
      this.options.onSettled?.(job.type, 'retry');
      log.warn({ jobId: job.id, type: job.type, attempts: job.attempts, err: message }, 'job failed; will retry');
    }
  }

  /**
   * A stored payload its schema refuses (written by an older version, or by hand) would fail the
   * same way on every retry: the job fails at once and the log says why.
   */
  private async refusePayload(job: typeof jobs.$inferSelect, version: number | undefined, issues: string): Promise<void> {
    const lastError = `payload refused by its schema (version ${version ?? 1}): ${issues}`;
    if (!(await this.settle(job, { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError }))) return;
    this.options.onSettled?.(job.type, 'failed');
    this.options.log.error(
      { jobId: job.id, type: job.type, version, issues },
      'job payload refused by its schema; failed without retrying',
    );
  }

  /** The job types registered in this process. */
  types(): string[] {
    return [...this.handlers.keys()];
  }

  /** Per type: jobs due and waiting, jobs running, and the oldest due job's wait (for the metrics). */
  async depth(): Promise<QueueDepth[]> {
    const result = await this.options.db.execute<{
      type: string;
      queued: string | number;
      running: string | number;
      oldest: string | number | null;
    }>(sql`
      select type,
        count(*) filter (where status = 'queued' and run_at <= now()) as queued,
        count(*) filter (where status = 'running') as running,
        extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now())) as oldest
      from jobs where status in ('queued', 'running') group by type`);
    return (
      result as unknown as { rows: { type: string; queued: string | number; running: string | number; oldest: string | number | null }[] }
    ).rows.map((r) => ({
      type: r.type,
      queued: Number(r.queued),
      running: Number(r.running),
      oldestSeconds: Math.max(0, Number(r.oldest ?? 0)),
    }));
  }

  /** Removes finished jobs older than a week. */
  async purgeFinished(): Promise<void> {
    await this.options.db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, new Date(Date.now() - KEEP_FINISHED_MS))));
  }
}
