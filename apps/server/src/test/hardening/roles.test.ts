import { randomUUID } from 'node:crypto';
import { ROLES } from '@hiring/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden } from '../../lib/errors.ts';
import { registerMember } from '../accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../harness.ts';
import { call } from '../http.ts';
import { FULL } from './budget.ts';
import { type Operation, operationsOf, sample, urlOf } from './openapi.ts';
import { type Company, idsFor, seedCompany } from './world.ts';

/**
 * Every role × every signed-in operation, generated from the OpenAPI document. What a role may
 * do is read from the document too: an operation's `x-roles` (published from the route's own
 * guard) names the roles it admits; the others must get 403 whatever they send. A role it
 * admits must never get 401 or 403. Without a token every such operation is 401.
 * Role checks do not depend on the database: `npm test` runs the matrix on the embedded one,
 * `npm run test:hardening` on both.
 */
const targets = FULL ? dbTargets : (['pglite'] as const);

/** Operations under /api/auth may end the caller's own session (logout): they run last. */
const lastly = (op: Operation) => (op.path.startsWith('/api/auth/') ? 1 : 0);

describe.each(targets)('role matrix on %s', (target) => {
  let t: TestApp;
  let company: Company;
  beforeAll(async () => {
    t = await createTestApp(target);
    company = await seedCompany(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const request = (op: Operation, token?: string) => {
    const params = Object.fromEntries(op.pathParams.map((name, i) => [name, idsFor(company, op.path, i)[0] ?? randomUUID()]));
    const query = Object.fromEntries(op.requiredQuery.map((q) => [q, sample(op.query[q])]));
    return call(t.app, op.method, urlOf(op, params, query), { token, body: op.body ? sample(op.body) : undefined });
  };

  it('refuses every signed-in operation without a token (401) or with a forged one (401)', async () => {
    const ops = (await operationsOf(t.app)).filter((o) => o.secured);
    expect(ops.length).toBeGreaterThan(40);
    const forged = `${company.token.slice(0, -4)}AAAA`;
    const failures: string[] = [];
    for (const op of ops) {
      for (const token of [undefined, forged]) {
        const res = await request(op, token);
        if (res.status !== 401) failures.push(`${op.method} ${op.path} ${token ? 'forged' : 'anonymous'} → ${res.status}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  const ROLE_REFUSAL = forbidden().message;

  it.each(ROLES)('lets %s call exactly the operations whose x-roles admit it', async (role) => {
    const token = await registerMember(t, company.companyId, role);
    const ops = (await operationsOf(t.app)).filter((o) => o.secured).sort((a, b) => lastly(a) - lastly(b));
    const gated = ops.filter((o) => o.roles);
    expect(gated.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const op of ops) {
      const admitted = !op.roles || op.roles.includes(role);
      const res = await request(op, token);
      if (res.status >= 500) failures.push(`${op.method} ${op.path} → ${res.status}`);
      else if (!admitted && res.status !== 403)
        failures.push(`${op.method} ${op.path}: not admitted (x-roles ${op.roles}) but ${res.status}`);
      // An admitted role may still meet a business rule's own 403 (an admin editing an owner);
      // only the role gate's refusal, with its generic message, counts against admission.
      else if (admitted && (res.status === 401 || (res.status === 403 && res.body?.message === ROLE_REFUSAL)))
        failures.push(`${op.method} ${op.path}: admitted but ${res.status} ${res.body?.message}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
