import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { isConnectionLost, isReadOnlyStatement } from './retry.ts';

describe('what a lost connection is, and which statements may run again', () => {
  it('knows a killed, reset or closed connection, also when Drizzle wraps it', () => {
    const killed = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isConnectionLost(killed)).toBe(true);
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: killed }))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('does not take a bad statement or a constraint for a lost connection', () => {
    expect(isConnectionLost(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });

  it('repeats plain reads only', () => {
    expect(isReadOnlyStatement('select "id" from "users" where "status" = $1')).toBe(true);
    expect(isReadOnlyStatement('with page as (select 1) select * from page')).toBe(true);
    expect(isReadOnlyStatement('select "updated_at", "deleted_at" from "x"')).toBe(true);
    expect(isReadOnlyStatement('insert into "users" values ($1)')).toBe(false);
    expect(isReadOnlyStatement('with moved as (update "jobs" set "x" = 1 returning *) select * from moved')).toBe(false);
    expect(isReadOnlyStatement('select "id" from "companies" where "id" = $1 for update')).toBe(false);
    expect(isReadOnlyStatement("select nextval('invoice_numbers')")).toBe(false);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('a PostgreSQL connection killed mid-statement', () => {
  let database: TestDatabase;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    name = ((await database.db.execute(sql`select current_database() as name`)).rows[0] as { name: string }).name;
    await database.db.execute(sql`create table retry_probe (id serial primary key, note text not null)`);
  });
  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  /** Kills, once it is running, the backend whose statement contains `marker`. */
  async function killWhenRunning(marker: string): Promise<number> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and query like $2 and query not like '%pg_stat_activity%'`,
        [name, `%${marker}%`],
      );
      if (rows[0]) {
        await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
        return rows[0].pid;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no statement with ${marker} ran`);
  }

  it('answers a read from a fresh connection', async () => {
    // Drizzle's queries start when awaited: Promise.resolve starts this one now.
    const read = Promise.resolve(database.db.execute(sql`select pg_sleep(0.4), 42 as answer, 'read-probe' as marker`));
    const killed = await killWhenRunning('read-probe');
    const { rows } = await read;
    expect(rows[0]).toMatchObject({ answer: 42 });
    const { rows: after } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = $1', [killed]);
    expect(after[0]!.n).toBe(0);
  });

  it('runs a transaction killed before its commit once more, and its rows exist once', async () => {
    let runs = 0;
    const done = database.db.transaction(async (tx) => {
      runs++;
      await tx.execute(sql`insert into retry_probe (note) values ('tx-probe')`);
      await tx.execute(sql`select pg_sleep(${runs === 1 ? 0.4 : 0}), 'tx-sleep-probe' as marker`);
      return 'committed';
    });
    await killWhenRunning('tx-sleep-probe');
    expect(await done).toBe('committed');
    expect(runs).toBe(2);
    const { rows } = await database.db.execute(sql`select count(*)::int as n from retry_probe where note = 'tx-probe'`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('does not repeat a write outside a transaction, and says the connection was lost', async () => {
    // The failure is caught as soon as the write starts: it may come before the kill is confirmed.
    const write = Promise.resolve(
      database.db.execute(sql`insert into retry_probe (note) select 'autocommit-probe' from (select pg_sleep(0.4)) as wait`),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    await killWhenRunning('autocommit-probe');
    const error = await write;
    expect(isConnectionLost(error)).toBe(true);
    const { rows } = await database.db.execute(sql`select count(*)::int as n from retry_probe where note = 'autocommit-probe'`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('survives a connection killed while a transaction holds it between two statements', async () => {
    let runs = 0;
    const done = database.db.transaction(async (tx) => {
      runs++;
      const { rows } = await tx.execute(sql`select pg_backend_pid() as pid, 'idle-probe' as marker`);
      if (runs === 1) {
        await admin.query('select pg_terminate_backend($1)', [(rows[0] as { pid: number }).pid]);
        await new Promise((r) => setTimeout(r, 100));
      }
      await tx.execute(sql`insert into retry_probe (note) values ('idle-probe')`);
    });
    await done;
    expect(runs).toBe(2);
    const { rows } = await database.db.execute(sql`select count(*)::int as n from retry_probe where note = 'idle-probe'`);
    expect(rows[0]).toEqual({ n: 1 });
  });
});
