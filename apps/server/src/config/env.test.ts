import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { connectionsPerMachine, loadConfig } from './env.ts';

describe('configuration', () => {
  it('runs on port 8082 with the embedded database under ./data by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8082);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:8082');
    expect(config.devMailbox).toBe(true);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://h/db' });
    expect(config).toMatchObject({ port: 9000, dataDir: '/tmp/x', databaseUrl: 'postgres://h/db', appUrl: 'http://localhost:9000' });
  });

  it("keeps twice the machine's cores and one PostgreSQL connections, shared by its WEB_CONCURRENCY workers, unless DATABASE_POOL_SIZE sets each process's own", () => {
    expect([1, 2, 4, 8].map((cores) => connectionsPerMachine(cores))).toEqual([3, 5, 9, 17]);
    const postgres = { DATABASE_URL: 'postgres://h/db' };
    const machine = connectionsPerMachine();
    expect(machine).toBe(2 * availableParallelism() + 1);
    expect(loadConfig(postgres).databasePoolSize).toBe(machine);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2' }).databasePoolSize).toBe(Math.ceil(machine / 2));
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).databasePoolSize).toBe(Math.ceil(machine / 3));
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '64' }).databasePoolSize).toBe(Math.ceil(machine / 64));
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2', DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('hides the development mailbox in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
  });

  it('lets another process take over the background job of a dead one after 30 s, or JOB_LOCK_MS from 1 s to 10 min', () => {
    expect(loadConfig({}).jobLockMs).toBe(30_000);
    expect(loadConfig({ JOB_LOCK_MS: '3000' }).jobLockMs).toBe(3_000);
    expect(() => loadConfig({ JOB_LOCK_MS: '999' })).toThrow(/JOB_LOCK_MS/);
    expect(() => loadConfig({ JOB_LOCK_MS: '600001' })).toThrow(/JOB_LOCK_MS/);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('enables paddle and stripe only when both their key and webhook secret are set', () => {
    const none = loadConfig({});
    expect(none.paddle).toBeUndefined();
    expect(none.stripe).toBeUndefined();

    const config = loadConfig({
      PADDLE_API_KEY: 'pdl_sdbx_apikey_1',
      PADDLE_WEBHOOK_SECRET: 'pdl_ntfset_1',
      PADDLE_API_URL: 'http://127.0.0.1:9100/',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:9200',
    });
    expect(config.paddle).toEqual({
      apiKey: 'pdl_sdbx_apikey_1',
      webhookSecret: 'pdl_ntfset_1',
      environment: 'sandbox',
      apiUrl: 'http://127.0.0.1:9100',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: 'http://127.0.0.1:9200' });
  });

  it('takes the Paddle environment from the key unless PADDLE_ENVIRONMENT says otherwise', () => {
    const live = { PADDLE_API_KEY: 'pdl_live_apikey_1', PADDLE_WEBHOOK_SECRET: 's' };
    expect(loadConfig(live).paddle?.environment).toBe('production');
    expect(loadConfig({ ...live, PADDLE_ENVIRONMENT: 'sandbox' }).paddle?.environment).toBe('sandbox');
    expect(loadConfig({ PADDLE_API_KEY: 'pdl_sdbx_apikey_1', PADDLE_WEBHOOK_SECRET: 's' }).paddle?.environment).toBe('sandbox');
    expect(() => loadConfig({ ...live, PADDLE_ENVIRONMENT: 'live' })).toThrow(/PADDLE_ENVIRONMENT/);
    // Empty values, as a copied .env.example leaves them, mean unset.
    expect(loadConfig({ ...live, PADDLE_ENVIRONMENT: '', PADDLE_API_URL: '' }).paddle).toMatchObject({
      environment: 'production',
      apiUrl: undefined,
    });
    expect(
      loadConfig({ PADDLE_API_KEY: '', PADDLE_WEBHOOK_SECRET: '', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe,
    ).toBeUndefined();
  });

  it('refuses a processor key without its webhook secret, and the reverse', () => {
    expect(() => loadConfig({ PADDLE_API_KEY: 'pdl_sdbx_apikey_1' })).toThrow(/PADDLE_WEBHOOK_SECRET: required when PADDLE_API_KEY is set/);
    expect(() => loadConfig({ PADDLE_WEBHOOK_SECRET: 's' })).toThrow(/PADDLE_API_KEY: required when PADDLE_WEBHOOK_SECRET is set/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set/);
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });
});
