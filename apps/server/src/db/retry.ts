import type pg from 'pg';

/** SQLSTATE classes and codes of a connection that ended (or never started), not of a bad statement. */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '08007']);
const LOST_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'terminating connection',
  'Client was closed and is not queryable',
];

/**
 * Whether `error` (or an error it wraps: Drizzle wraps driver errors in `cause`) says the
 * database connection was lost: killed (pg_terminate_backend), restarted, or reset.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && (LOST_CODES.has(e.code) || LOST_NODE_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.some((m) => (e!.message as string).includes(m))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether a statement only reads, so running it again after a lost connection changes nothing:
 * a SELECT (or WITH ... SELECT) that names no writing keyword anywhere (data-modifying CTEs,
 * SELECT ... FOR UPDATE and sequence calls are treated as writes).
 */
export function isReadOnlyStatement(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete|merge|nextval|setval|pg_advisory\w*)\b/i.test(text);
}

type QueryArgs = Parameters<pg.Pool['query']>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes a pool survive a killed connection where that is safe:
 * - every client keeps an error listener, so a connection killed while it is checked out (between
 *   two statements of a transaction) marks it unusable instead of crashing the process;
 * - a read that fails because its connection was lost runs once more, on a fresh connection (the
 *   pool drops a client that failed). Writes outside a transaction are not repeated: whether
 *   their commit happened cannot be known. Transactions are repeated by `retryTransactions`.
 */
export function retryLostReads(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  // A client checked out for a transaction whose connection dies goes back to the pool (which
  // drops it) as soon as the connection ends. Drizzle sends BEGIN outside its try/finally, so a
  // client killed before BEGIN answered was never released: its slot leaked, and enough kills
  // would have left the pool empty and pool.end() waiting forever. Later release calls are no-ops.
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = ((callback?: unknown) => {
    if (typeof callback === 'function') return (pool.constructor as typeof pg.Pool).prototype.connect.call(pool, callback as never);
    return connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(error);
      };
      const onEnd = () => setImmediate(() => releaseOnce(new Error('connection ended while checked out')));
      client.once('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  }) as pg.Pool['connect'];
  const query = pool.query.bind(pool) as (...args: QueryArgs) => Promise<unknown>;
  const textOf = (config: unknown) => (typeof config === 'string' ? config : ((config as { text?: string })?.text ?? ''));
  pool.query = ((...args: QueryArgs) => {
    if (args.some((a) => typeof a === 'function')) return query(...args);
    return query(...args).catch(async (error: unknown) => {
      if (!isConnectionLost(error) || !isReadOnlyStatement(textOf(args[0]))) throw error;
      // Lets the pool hear of other connections killed at the same moment before it hands one out.
      await nextTurn();
      return query(...args);
    });
  }) as pg.Pool['query'];
  return pool;
}

// biome-ignore lint/suspicious/noExplicitAny: any database whose transaction(fn, config) runs fn in a transaction
type Transactional = { transaction: (fn: (tx: any) => Promise<any>, config?: any) => Promise<any> };

/**
 * Runs a transaction once more on a fresh connection when its connection was lost before COMMIT
 * was sent: the database rolled it back, so nothing of it happened and running it again is what
 * the caller asked for. A connection lost during COMMIT is not retried (the commit may have
 * happened). The callback must be safe to run twice up to its failure point: it is, when
 * everything it does before returning goes through `tx`.
 */
export function retryTransactions<D extends Transactional>(db: D): D {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    let committing = false;
    const run = () =>
      transaction(async (tx: unknown) => {
        committing = false;
        const result = await fn(tx);
        committing = true;
        return result;
      }, config);
    try {
      return await run();
    } catch (error) {
      if (committing || !isConnectionLost(error)) throw error;
      await nextTurn();
      return run();
    }
  }) as D['transaction'];
  return db;
}
