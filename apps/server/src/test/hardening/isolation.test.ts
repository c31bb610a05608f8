import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../harness.ts';
import { call } from '../http.ts';
import { operationsOf, sample, urlOf } from './openapi.ts';
import { allIds, type Company, idsFor, seedCompany } from './world.ts';

/**
 * Tenant isolation over every operation with a path id, generated from the OpenAPI document:
 * company B's owner calls each with company A's ids (and, for nested ids, B's own parent with
 * A's child), sending a valid body. The answer must be exactly the one for ids that exist
 * nowhere (same status, same message): 404 in nearly every case, and where the body is refused
 * first (400) or B's own parent decides (409), that same answer, so nothing tells A's ids apart.
 */
describe.each(dbTargets)('tenant isolation matrix on %s', (target) => {
  let t: TestApp;
  let a: Company;
  let b: Company;
  beforeAll(async () => {
    t = await createTestApp(target);
    a = await seedCompany(t);
    b = await seedCompany(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers every {id} operation given another company's ids exactly as ids that exist nowhere (404)", async () => {
    const ops = (await operationsOf(t.app)).filter((o) => o.secured && o.pathParams.length > 0);
    expect(ops.length).toBeGreaterThan(20);
    const mine = new Set(allIds(b));
    const foreign = allIds(a).filter((id) => !mine.has(id));
    expect(foreign.length).toBeGreaterThan(3);
    const failures: string[] = [];
    let probes = 0;
    let notFound = 0;
    for (const op of ops) {
      const aIds = op.pathParams.map((_, i) => {
        const listed = idsFor(a, op.path, i).filter((id) => !mine.has(id));
        return listed.length ? listed : foreign;
      });
      const cases: Record<string, string>[] = [];
      // A's chain of ids: the first id of each parent, every listed id of the last slot (up to 3).
      for (const last of aIds.at(-1)!.slice(0, 3)) {
        cases.push(Object.fromEntries(op.pathParams.map((name, i) => [name, i === op.pathParams.length - 1 ? last : aIds[i]![0]!])));
      }
      // B's own parent with A's child.
      if (op.pathParams.length > 1) {
        const bParent = idsFor(b, op.path, 0)[0];
        if (bParent) cases.push(Object.fromEntries(op.pathParams.map((name, i) => [name, i === 0 ? bParent : aIds[i]![0]!])));
      }
      for (const params of cases) {
        probes++;
        const query = Object.fromEntries(op.requiredQuery.map((q) => [q, sample(op.query[q])]));
        const body = op.body ? sample(op.body) : undefined;
        const nowhere = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, mine.has(v) ? v : randomUUID()]));
        const reference = await call(t.app, op.method, urlOf(op, nowhere, query), { token: b.token, body });
        const res = await call(t.app, op.method, urlOf(op, params, query), { token: b.token, body });
        if (res.status === 404) notFound++;
        if (res.status !== reference.status || res.body?.message !== reference.body?.message || res.status < 400) {
          failures.push(
            `${op.method} ${op.path} ${JSON.stringify(params)} → ${res.status} ${res.body?.message} (ids that exist nowhere: ${reference.status} ${reference.body?.message})`,
          );
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(ops.length);
    // Nearly every probe reaches the lookup: the sampled bodies are valid.
    expect(notFound / probes).toBeGreaterThan(0.8);
  });
});
