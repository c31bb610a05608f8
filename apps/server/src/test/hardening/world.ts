import { expect } from 'vitest';
import { registerOwner } from '../accounts.ts';
import type { TestApp } from '../harness.ts';
import { call } from '../http.ts';
import { type Operation, operationsOf, urlOf } from './openapi.ts';

const job = {
  title: 'Senior Backend Engineer',
  job_description: 'Design, build and run the APIs behind our hiring platform.',
  requirements: 'Five years of Node.js. Deep PostgreSQL knowledge. Experience running services in production.',
  required_skills: ['Node.js', 'PostgreSQL', 'TypeScript'],
};

export interface Company {
  token: string;
  userId: string;
  companyId: string;
  email: string;
  /** Ids this company can see, by the collection they were listed under (an OpenAPI path template). */
  ids: Map<string, Set<string>>;
}

/**
 * A company with something in every part of the API: a trial, a plain position, and one whose
 * goals were generated and confirmed and whose questions were written (by the real jobs).
 */
export async function seedCompany(t: TestApp): Promise<Company> {
  const owner = await registerOwner(t);
  const plain = await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: job });
  expect(plain.status, JSON.stringify(plain.body)).toBe(201);
  const rich = await call(t.app, 'POST', '/api/app/job-positions', { token: owner.token, body: { ...job, preset_goal_ids: [1, 3] } });
  expect(rich.status, JSON.stringify(rich.body)).toBe(201);
  const id = rich.body.data.id as string;
  await t.jobs.runDue();
  const goals = await call(t.app, 'GET', `/api/app/job-positions/${id}/goals`, { token: owner.token });
  const list = (goals.body.data?.goals ?? []) as { id: string }[];
  if (list.length > 0) {
    await call(t.app, 'POST', `/api/app/job-positions/${id}/confirm-goals`, {
      token: owner.token,
      body: { confirm: true, evaluation_goals: list.map((g) => ({ id: g.id })) },
    });
    await t.jobs.runDue();
  }
  // An onboarding plan (for the owner, the one member there is), so its ids join the matrices.
  const plan = await call(t.app, 'POST', '/api/admin/onboarding/user', {
    token: owner.token,
    body: { user_id: owner.userId, plan_name: 'First weeks', tasks: [{ title: 'Meet the team' }] },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  // A sample of the company's own (the library's rows are everyone's): the matrix probes its id.
  const sample = await call(t.app, 'POST', '/api/admin/samples/interviews', {
    token: owner.token,
    body: { title: 'Own interview', role_type: 'UX Designer', difficulty: 'Beginner', questions: [{ text: 'Why design?' }] },
  });
  expect(sample.status, JSON.stringify(sample.body)).toBe(201);
  const company: Company = { ...owner, ids: new Map() };
  await crawl(t, company, await operationsOf(t.app));
  return company;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every `id` of an object in a response body (lists, pages, nested). */
function idsIn(value: unknown, found: Set<string>, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) idsIn(v, found, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k === 'id' && typeof v === 'string' && UUID.test(v)) found.add(v);
    else idsIn(v, found, depth + 1);
  }
}

/**
 * Reads every GET operation as the company's owner, parents first, and files the ids each answer
 * lists under that operation's path: `/api/app/job-positions` lists positions, and
 * `/api/app/job-positions/{id}/goals` (with a position's id) lists its goals.
 */
async function crawl(t: TestApp, company: Company, ops: Operation[]): Promise<void> {
  const gets = ops.filter((o) => o.method === 'GET' && o.secured).sort((a, b) => a.pathParams.length - b.pathParams.length);
  for (const op of gets) {
    const choices = op.pathParams.map((_, i) => idsFor(company, op.path, i));
    if (choices.some((c) => c.length === 0)) continue;
    // Each parent id (at most three) with the first of the later ones.
    for (const first of (choices[0] ?? ['']).slice(0, 3)) {
      const params: Record<string, string> = {};
      op.pathParams.forEach((name, i) => {
        params[name] = i === 0 ? first : choices[i]![0]!;
      });
      const res = await call(t.app, 'GET', urlOf(op, params), { token: company.token });
      if (res.status !== 200) continue;
      const found = new Set<string>();
      idsIn(res.body?.data, found);
      if (op.pathParams.length > 0) for (const v of Object.values(params)) found.delete(v);
      if (found.size === 0) continue;
      const key = op.path;
      const set = company.ids.get(key) ?? new Set<string>();
      for (const id of found) set.add(id);
      company.ids.set(key, set);
    }
  }
}

/**
 * The company's ids for the `index`-th path parameter of `path`: those listed by the path up to
 * that parameter (`/a/{id}/goals/{goalId}` → goals listed at `/a/{id}/goals`), else by its
 * detail's parent list, else none.
 */
export function idsFor(company: Company, path: string, index: number): string[] {
  const params = [...path.matchAll(/\{(\w+)\}/g)];
  const at = params[index];
  if (!at) return [];
  const collection = path.slice(0, at.index! - 1);
  const exact = company.ids.get(collection);
  if (exact?.size) return [...exact];
  // e.g. /api/app/subscriptions/{id}/change: the subscription is listed by /api/app/subscriptions/current.
  const near = [...company.ids.entries()].filter(([k]) => k.startsWith(`${collection}/`) && !k.slice(collection.length + 1).includes('{'));
  return [...new Set(near.flatMap(([, v]) => [...v]))];
}

/** Every id the company can see. */
export function allIds(company: Company): string[] {
  return [...new Set([...company.ids.values()].flatMap((s) => [...s]))];
}
