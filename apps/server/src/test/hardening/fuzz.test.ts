import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../harness.ts';
import { BUDGET, SEED } from './budget.ts';
import { type Operation, operationsOf, type Schema, sample, urlOf } from './openapi.ts';
import { type Company, idsFor, seedCompany } from './world.ts';

/**
 * A seeded fuzzer over every operation of the OpenAPI document: valid requests bent one way at a
 * time (wrong types, extremes, hostile text, unknown and prototype keys, broken JSON, odd ids and
 * queries), as the owner, another role, anonymously and with forged tokens. No answer may be
 * 500 or above. A failure names its seed and request number: HARDENING_SEED=<seed> repeats it.
 * `npm test` sends BUDGET.fuzzRequests in all (about 1,000); `npm run test:hardening` 10,000+
 * per database.
 */

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

const HOSTILE_TEXT = [
  '',
  ' ',
  'a'.repeat(10_001),
  '\u0000',
  'abc\u0000def',
  '\ud800',
  'x\udfffy',
  '🙂'.repeat(300),
  '\u202egnp.exe',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '{{7*7}}',
  `\${jndi:ldap://x}`,
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  '\t\n\r',
  'ä'.repeat(5000),
];
const HOSTILE_NUMBERS = [0, -1, -2147483649, 2147483648, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0.0001, 1e-320];

function hostileValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 6 : 9)) {
    case 0:
      return rng.pick(HOSTILE_TEXT);
    case 1:
      return rng.pick(HOSTILE_NUMBERS);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return randomUUID();
    case 4:
      return new Date(rng.pick([0, -8.64e15, 8.64e15, Date.now()])).toISOString();
    case 5:
      return rng.pick(['2026-02-30', 'yesterday', '0000-00-00T00:00:00Z', '9999-12-31T23:59:59.999Z']);
    case 6:
      return Array.from({ length: rng.pick([0, 1, 3, 200]) }, () => hostileValue(rng, depth + 1));
    case 7:
      return { [rng.pick(['__proto__', 'constructor', 'prototype', 'a'])]: hostileValue(rng, depth + 1) };
    default: {
      let nested: unknown = 'deep';
      for (let i = 0; i < 60; i++) nested = { n: nested };
      return nested;
    }
  }
}

/** A valid body with one thing bent: a field replaced, removed or added, or the whole body swapped. */
function mutateBody(rng: Rng, schema: Schema | undefined): { payload?: unknown; raw?: string; contentType?: string } {
  const base = schema ? sample(schema) : undefined;
  const roll = rng.next();
  if (roll < 0.06)
    return { raw: rng.pick(['{', '{"a":', 'null', '[1,2', '"text"', '\u0000', '{"a":1}{"b":2}']), contentType: 'application/json' };
  if (roll < 0.1)
    return { raw: 'name=x&y=1', contentType: rng.pick(['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) };
  if (roll < 0.16) return { payload: hostileValue(rng) };
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return { payload: rng.next() < 0.5 ? base : hostileValue(rng) };
  const body: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  // Fields the schema knows (optional ones too) and a few it does not.
  const known = Object.keys(schema?.properties ?? {});
  const field = known.length && rng.next() < 0.85 ? rng.pick(known) : rng.pick(['__proto__', 'constructor', 'extra', 'company_id', 'role']);
  const action = rng.next();
  if (action < 0.15) delete body[field];
  else if (action < 0.3 && schema?.properties?.[field]) body[field] = sample(schema.properties[field]);
  else body[field] = hostileValue(rng);
  // Sometimes a second field too.
  if (known.length > 1 && rng.next() < 0.3) body[rng.pick(known)] = hostileValue(rng);
  return { payload: body };
}

function mutateParam(rng: Rng, real: string | undefined): string {
  const roll = rng.next();
  if (real && roll < 0.35) return real;
  if (roll < 0.5) return randomUUID();
  return String(
    rng.pick([
      ...HOSTILE_TEXT.filter((s) => s.length > 0 && s.length < 5000),
      '00000000-0000-0000-0000-000000000000',
      'ZZZZ',
      '1',
      '%',
      '..',
      'a/b',
    ]),
  );
}

function mutateQuery(rng: Rng, op: Operation): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.query)) {
    const roll = rng.next();
    if (roll < 0.4) continue;
    out[name] = roll < 0.7 ? sample(schema) : hostileValue(rng, 3);
  }
  if (rng.next() < 0.2) out[rng.pick(['page', 'page_size', 'search', 'sort', 'status', 'x'])] = hostileValue(rng, 3);
  return out;
}

describe.each(dbTargets)('fuzzer over every operation on %s', (target) => {
  let t: TestApp;
  let owner: Company;
  let outsider: Company;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await seedCompany(t);
    outsider = await seedCompany(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const perTarget = Math.ceil(BUDGET.fuzzRequests / (process.env.HARDENING_FULL === '1' ? 1 : dbTargets.length));

  it(`answers ${perTarget} fuzzed requests without a single 5xx (seed ${SEED})`, { timeout: 30 * 60_000 }, async () => {
    const ops = await operationsOf(t.app);
    expect(ops.length).toBeGreaterThan(40);
    const rng = prng(SEED + (target === 'postgres' ? 1 : 0));
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < perTarget; i++) {
      const op = ops[i % ops.length]!;
      const params = Object.fromEntries(
        op.pathParams.map((name, k) => [name, mutateParam(rng, rng.pick([owner, outsider]) && idsFor(owner, op.path, k)[0])]),
      );
      const body =
        op.method === 'GET' || op.method === 'DELETE' ? (rng.next() < 0.05 ? mutateBody(rng, undefined) : {}) : mutateBody(rng, op.body);
      const who = rng.next();
      // Public auth calls take no token; /api/auth/logout would end the fuzzer's own session.
      const token = op.path.startsWith('/api/auth/')
        ? undefined
        : who < 0.8
          ? owner.token
          : who < 0.9
            ? outsider.token
            : who < 0.95
              ? undefined
              : `${owner.token.slice(0, 20)}.forged`;
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body.contentType) headers['content-type'] = body.contentType;
      const url = urlOf(op, params, mutateQuery(rng, op));
      const res = await t.app.inject({
        method: op.method,
        url,
        headers,
        ...(body.raw !== undefined ? { payload: body.raw } : body.payload !== undefined ? { payload: body.payload as object } : {}),
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) {
        failures.push(
          `#${i} ${op.method} ${url.slice(0, 200)} ${JSON.stringify(body).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
      // Jobs the requests queued run now and then, so generation and mail paths get inputs too.
      if (i % 250 === 249) await t.jobs.runDue();
    }
    console.log(`fuzzer on ${target}: ${perTarget} requests, seed ${SEED}, answers ${JSON.stringify(statuses)}`);
    expect(failures, `seed ${SEED}:\n${failures.join('\n')}`).toEqual([]);
  });
});
