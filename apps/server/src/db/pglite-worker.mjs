// The embedded database on a thread of its own (decision 430). PostgreSQL compiled to
// WebAssembly runs here, so while it works the server's own thread keeps accepting connections,
// reading requests and answering (or shedding) them. Plain JavaScript: the source server (tsx),
// the built one and the test runner all start this file as it is.
//
// Messages in: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'close' | 'release-memory', ... }; out: { id, ok, result | error }.
// Every call goes to the one PGlite instance through its own API, so its locks order them as
// before: a transaction holds the database from BEGIN to COMMIT/ROLLBACK, and calls outside it wait.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

/**
 * Drizzle reads dates, times and intervals (and their arrays) as the database's text; it passes
 * these parsers with every query, which cannot cross a thread, so they are applied here.
 */
const asText = (value) => value;
const parsers = Object.fromEntries([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231].map((oid) => [oid, asText]));

/** An error as plain data: the database's fields (code, constraint, detail, ...) cross the thread. */
function plainError(error) {
  const out = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

// The server's own parameters are added to PGlite's defaults here, so the server's thread need not
// load PGlite's JavaScript before it starts this one.
const { dataDir, extraStartParams, snapshot } = workerData;
const startParams = [...PGlite.defaultStartParams, ...extraStartParams];
// A snapshot (a tar of a data folder) starts an in-memory database from a copy instead of empty.
const loadDataDir = snapshot ? new Blob([snapshot]) : undefined;
const db = dataDir ? new PGlite(dataDir, { startParams }) : new PGlite({ startParams, loadDataDir });

/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');

async function begin() {
  const id = nextTransaction++;
  let started;
  const ready = new Promise((resolve) => {
    started = resolve;
  });
  const done = db.transaction(
    (tx) =>
      new Promise((commit, rollback) => {
        transactions.set(id, { tx, commit, rollback, done });
        started();
      }),
  );
  // Settled by 'end'; a failed BEGIN settles it first and is answered as the error it is.
  done.catch(() => {});
  await Promise.race([ready, done]);
  return id;
}

async function end(id, commit) {
  const t = transactions.get(id);
  if (!t) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  if (commit) t.commit();
  else t.rollback(ROLLBACK);
  try {
    await t.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

/**
 * Named prepared statements (decision 444). PGlite's `query` parses, plans and describes every
 * statement anew and then syncs its file system, five calls into WebAssembly; the server sends
 * the same few hundred statement texts again and again. Each text is prepared once under a name
 * of its own, and then runs as one call (bind, describe, execute, sync) that reuses its plan, as
 * PostgreSQL's own clients do. Taken under PGlite's own locks, in the order PGlite's `query`
 * takes them, so transactions keep the database to themselves as before.
 */
const { serialize } = protocol;
const MAX_PREPARED = 2000;
/** Statement text -> { name, types } of its prepared statement. */
const prepared = new Map();
let nextStatement = 1;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function statementFor(sql) {
  const known = prepared.get(sql);
  if (known) return known;
  if (prepared.size >= MAX_PREPARED) {
    await db.execProtocol(concat([serialize.query('DEALLOCATE ALL'), serialize.sync()]), { syncToFs: false });
    prepared.clear();
  }
  const name = `s${nextStatement++}`;
  const { messages } = await db.execProtocol(
    concat([serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  const statement = { name, types: parse.parseDescribeStatementResults(messages) };
  prepared.set(sql, statement);
  return statement;
}

async function runPrepared(sql, params, options) {
  const { name, types } = await statementFor(sql);
  // Values as PGlite's `query` sends them: by the parameter's type, text otherwise.
  const values = (params ?? []).map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[types[i]];
    return serializer ? serializer(value) : value.toString();
  });
  const { messages } = await db.execProtocol(
    concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    { syncToFs: false },
  );
  return parse.parseResults(messages, db.parsers, options)[0];
}

/** A statement whose table changed shape under its plan ("cached plan must not change result type") is prepared anew. */
const STALE_PLAN = '0A000';

async function preparedQuery(sql, params, options, inTransaction) {
  const run = async () => {
    try {
      return await runPrepared(sql, params, options);
    } catch (error) {
      if (error?.code !== STALE_PLAN || !prepared.has(sql)) throw error;
      const { name } = prepared.get(sql);
      prepared.delete(sql);
      await db.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
      return runPrepared(sql, params, options);
    }
  };
  if (inTransaction) return db._runExclusiveQuery(run);
  // Outside a transaction it waits for any open one to end, then writes through, as `query` does.
  return db._runExclusiveTransaction(async () => {
    const result = await db._runExclusiveQuery(run);
    await db.syncToFs();
    return result;
  });
}

const target = (message) => {
  if (!message.tx) return db;
  const t = transactions.get(message.tx);
  if (!t) throw new Error(`no open transaction ${message.tx}`);
  return t.tx;
};

/** One memory-reducing collection of this thread's heap, as lib/release-memory.ts does for the server's (decision 489). */
function releaseMemory() {
  const exposed = typeof globalThis.gc === 'function';
  if (!exposed) setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc');
  if (!exposed) setFlagsFromString('--no-expose-gc');
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return null;
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const inTransaction = Boolean(message.tx);
      if (inTransaction) target(message);
      const r = await preparedQuery(message.sql, message.params, { rowMode: message.rowMode, parsers }, inTransaction);
      return { rows: r.rows, affectedRows: r.affectedRows, fields: r.fields };
    }
    case 'exec': {
      const results = await target(message).exec(message.sql);
      return results.map((r) => ({ rows: r.rows, affectedRows: r.affectedRows, fields: r.fields }));
    }
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      await db.close();
      return null;
    case 'release-memory':
      return releaseMemory();
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});

db.waitReady.then(
  () => parentPort.postMessage({ id: 0, ok: true, result: 'ready' }),
  (error) => parentPort.postMessage({ id: 0, ok: false, error: plainError(error) }),
);
