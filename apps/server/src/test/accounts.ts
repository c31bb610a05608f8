import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../features/users/index.ts';
import type { TestApp } from './harness.ts';
import { call, newUser, startTrial } from './http.ts';

/** Whether billing is wired into the app, so the main steps are gated by a plan (402). */
export function billingGates(t: TestApp): boolean {
  return t.app.hasRoute({ method: 'POST', url: '/api/app/subscriptions/create' });
}

/** A new account: the owner of a new company, with a trial when billing exists (unless told not to). */
export async function registerOwner(t: TestApp, { trial = true } = {}) {
  const user = newUser();
  const res = await call(t.app, 'POST', '/api/auth/register', { body: user });
  expect(res.status).toBe(201);
  const token: string = res.body.data.token;
  if (trial && billingGates(t)) await startTrial(t.app, token);
  return { token, userId: res.body.data.user.id as string, companyId: res.body.data.user.company.id as string, email: user.email };
}

/** The session id (`sid`) an access token carries, for tests that call a session lookup themselves. */
export function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
}

/** Another member of a company with the given role, signed in afresh so the role is read anew. */
export async function registerMember(t: TestApp, companyId: string, role: string): Promise<string> {
  const user = newUser();
  const res = await call(t.app, 'POST', '/api/auth/register', { body: user });
  await t.database.db.update(users).set({ companyId, role }).where(eq(users.id, res.body.data.user.id));
  const login = await call(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
  expect(login.status).toBe(200);
  return login.body.data.token as string;
}
