import { Worker } from 'node:worker_threads';
import { pgliteWorkerFile } from '../paths.ts';

/** What Drizzle's PGlite driver reads from a query's answer. */
export interface ThreadResults {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** The part of a PGlite transaction Drizzle uses. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
  readonly closed: boolean;
}

export interface ThreadOptions {
  /** Folder of the database; undefined keeps it in memory. */
  dataDir?: string;
  /** Start parameters added to PGlite's own defaults. */
  extraStartParams: string[];
  /** A tar of a data folder to start an in-memory database from. */
  snapshot?: Uint8Array;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The database's error fields, back on an Error of this thread (code, constraint, detail, ...). */
function toError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message));
  Object.assign(error, plain);
  return error;
}

/**
 * PGlite running on a worker thread (decision 430), with the calls Drizzle's PGlite driver makes:
 * `query`, `exec` and `transaction`. PostgreSQL's WebAssembly takes its CPU time there, so this
 * thread's event loop stays free to accept connections and answer or shed requests while the
 * database works. Semantics are PGlite's own: the worker calls the same instance's methods in
 * the order they arrive, and a transaction holds the database from BEGIN to its end.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  private closing = false;

  /** Calls sent to the thread and not yet answered (the metrics' view of its one connection). */
  get inFlight(): number {
    return this.pending.size;
  }

  private constructor(options: ThreadOptions) {
    this.worker = new Worker(pgliteWorkerFile, { workerData: options });
    // Only calls under way keep the process alive, as sockets do; an idle database does not.
    this.worker.unref();
    this.worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const call = this.pending.get(message.id);
      if (!call) return;
      this.settled(message.id);
      if (message.ok) call.resolve(message.result);
      else call.reject(toError(message.error ?? {}));
    });
    const stop = (error: Error) => {
      this.failure ??= error;
      for (const [id, call] of this.pending) {
        this.settled(id);
        call.reject(this.failure);
      }
    };
    this.worker.on('error', (error) => stop(error));
    this.worker.on('exit', (code) => {
      stop(new Error(`the embedded database's thread stopped (exit code ${code})`));
      // Without its database the server can only fail every request: it stops, as it would if
      // PGlite had failed on this thread, so that whatever supervises it starts it again.
      if (!this.closing) throw this.failure;
    });
  }

  /** Starts the thread and resolves once the database is open. */
  static async open(options: ThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(options);
    // The worker announces readiness (or the error that prevented it) as call 0.
    try {
      await thread.expect(0);
    } catch (error) {
      thread.closing = true;
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private settled(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private expect(id: number): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
    });
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    const answer = this.expect(id);
    if (!this.failure) this.worker.postMessage({ ...message, id });
    return answer;
  }

  /** Drizzle's parsers are not sent: the worker reads dates, times and intervals as text, as they ask. */
  query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}, tx?: number): Promise<ThreadResults> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode, tx }) as Promise<ThreadResults>;
  }

  exec(sql: string, tx?: number): Promise<ThreadResults[]> {
    return this.call({ op: 'exec', sql, tx }) as Promise<ThreadResults[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      // The callback's error is the one that matters; a failed ROLLBACK still ends the transaction.
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** One memory-reducing garbage collection on the thread, once start-up is over (decision 489). */
  async releaseMemory(): Promise<void> {
    await this.call({ op: 'release-memory' });
  }

  /** Closes the database (its files are consistent afterwards) and stops the thread. */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.failure) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
