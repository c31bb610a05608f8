import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES, limitReachedMessage } from '@hiring/shared/billing';
import { COMPANY_MESSAGES } from '@hiring/shared/company';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { MAX_ONBOARDING_INVITES, ONBOARDING_MESSAGES, ONBOARDING_STEPS } from '@hiring/shared/onboarding';
import { JOINED_BY_INVITATION_KEY, TEAM_MESSAGES } from '@hiring/shared/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingGates, registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call, lastMailTo, strongPassword } from '../../test/http.ts';
import { users } from '../users/index.ts';
import { onboardingStates } from './onboarding.table.ts';

const ON = '/api/app/onboarding';
const uniqueEmail = (tag = 'x') => `${tag}.${randomUUID().slice(0, 8)}@example.com`;
const COMPANY = {
  name: 'Northwind Talent',
  industry: 'technology',
  size: '11-50',
  description: 'We hire engineers for climate startups.',
  website: 'northwind.example.com',
};

describe.each(dbTargets)('onboarding API on %s', (target) => {
  let t: TestApp;
  let gated = false;
  beforeAll(async () => {
    t = await createTestApp(target);
    gated = billingGates(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (token: string) => call(t.app, 'GET', ON, { token });
  const save = (token: string, body: unknown) => call(t.app, 'PUT', `${ON}/step`, { token, body });
  const post = (token: string, action: 'start' | 'skip' | 'complete') => call(t.app, 'POST', `${ON}/${action}`, { token });

  describe('offer and state', () => {
    it('offers a new owner the five steps once by redirect: step 0, nothing saved, no row written by reading', async () => {
      const owner = await registerOwner(t);
      const res = await get(owner.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        applicable: true,
        offer: 'redirect',
        steps: [...ONBOARDING_STEPS],
        current_step: 0,
        current_step_name: 'welcome',
        completed: false,
        skipped: false,
        started_at: null,
        data: { companyInfo: null, teamSetup: { invites: [] }, selectedProducts: [] },
      });
      const rows = await t.database.db.select().from(onboardingStates).where(eq(onboardingStates.userId, owner.userId));
      expect(rows).toHaveLength(0);
      const started = await post(owner.token, 'start');
      expect(started.status).toBe(200);
      expect(started.body.data.offer).toBe('card');
      expect(started.body.data.started_at).not.toBeNull();
      expect((await get(owner.token)).body.data.offer).toBe('card');
    });

    it('next and previous are bounded at 0 and 4', async () => {
      const owner = await registerOwner(t);
      const back = await save(owner.token, { step: 'welcome', move: 'previous' });
      expect(back.status).toBe(200);
      expect(back.body.data.current_step).toBe(0);
      const steps: number[] = [];
      for (const step of ONBOARDING_STEPS) {
        const res = await save(owner.token, { step, move: 'next' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        steps.push(res.body.data.current_step);
      }
      expect(steps).toEqual([1, 2, 3, 4, 4]);
      expect((await get(owner.token)).body.data).toMatchObject({ current_step: 4, current_step_name: 'complete', completed: false });
      const prev = await save(owner.token, { step: 'team-setup', move: 'previous' });
      expect(prev.body.data.current_step).toBe(1);
      const stay = await save(owner.token, { step: 'product-selection', move: 'stay', selectedProducts: ['talent_pool'] });
      expect(stay.body.data.current_step).toBe(3);
    });

    it('skip for now: the card offers to resume; opening it again clears the skip and keeps the step and data', async () => {
      const owner = await registerOwner(t);
      await save(owner.token, { step: 'welcome' });
      await save(owner.token, { step: 'company-info', companyInfo: COMPANY });
      const skipped = await post(owner.token, 'skip');
      expect(skipped.status).toBe(200);
      expect(skipped.body.data).toMatchObject({ skipped: true, offer: 'card', completed: false, current_step: 2 });
      expect((await get(owner.token)).body.data.skipped).toBe(true);
      const resumed = await post(owner.token, 'start');
      expect(resumed.body.data).toMatchObject({ skipped: false, offer: 'card', current_step: 2 });
      expect(resumed.body.data.data.companyInfo.name).toBe(COMPANY.name);
    });
  });

  describe('saving steps', () => {
    it('company info fills the real company profile (https:// added) and comes back on reload', async () => {
      const owner = await registerOwner(t, { trial: false });
      const res = await save(owner.token, { step: 'company-info', move: 'next', companyInfo: COMPANY });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.current_step).toBe(2);
      expect(res.body.data.data.companyInfo).toEqual({ ...COMPANY, website: 'https://northwind.example.com' });
      const context = await call(t.app, 'GET', '/api/app/company/context', { token: owner.token });
      expect(context.body.data).toMatchObject({ ...COMPANY, website: 'https://northwind.example.com', has_all_fields: true });
      const again = await get(owner.token);
      expect(again.body.data).toMatchObject({ current_step: 2, current_step_name: 'team-setup' });
      expect(again.body.data.data.companyInfo.description).toBe(COMPANY.description);
    });

    it('refuses bad data with 400 and field messages, never 500, and saves nothing', async () => {
      const owner = await registerOwner(t);
      const me = (await call(t.app, 'GET', '/api/app/profile', { token: owner.token })).body.data.user.email as string;
      const cases: Array<[unknown, string]> = [
        [{ step: 'company-info', companyInfo: { website: 'not a site' } }, COMPANY_MESSAGES.invalidWebsite],
        [{ step: 'company-info', companyInfo: { description: 'x'.repeat(5001) } }, COMPANY_MESSAGES.descriptionTooLong],
        [{ step: 'team-setup', teamSetup: { invites: [{ email: 'nope', role: 'member' }] } }, 'Please enter a valid email address'],
        [{ step: 'team-setup', teamSetup: { invites: [{ email: 'a@example.com', role: 'owner' }] } }, ONBOARDING_MESSAGES.roleInvalid],
        [{ step: 'team-setup', teamSetup: { invites: [{ email: 'a@example.com', role: '' }] } }, ONBOARDING_MESSAGES.roleRequired],
        [
          {
            step: 'team-setup',
            teamSetup: {
              invites: [
                { email: 'a@example.com', role: 'member' },
                { email: 'A@example.com', role: 'admin' },
              ],
            },
          },
          ONBOARDING_MESSAGES.duplicateEmail,
        ],
        [
          {
            step: 'team-setup',
            teamSetup: {
              invites: Array.from({ length: MAX_ONBOARDING_INVITES + 1 }, (_, i) => ({ email: `p${i}@example.com`, role: 'member' })),
            },
          },
          ONBOARDING_MESSAGES.tooManyInvites,
        ],
        [{ step: 'team-setup', teamSetup: { invites: [{ email: me.toUpperCase(), role: 'member' }] } }, ONBOARDING_MESSAGES.ownEmail],
        [{ step: 'product-selection', selectedProducts: ['crystal_ball'] }, ONBOARDING_MESSAGES.productInvalid],
        [{ step: 'welcome', selectedProducts: ['talent_pool'] }, ONBOARDING_MESSAGES.wrongStepData('welcome')],
        [{ step: 'company-info', teamSetup: { invites: [] } }, ONBOARDING_MESSAGES.wrongStepData('company-info')],
        [{ step: 'sixth' }, 'Step must be one of'],
        [{ step: 'welcome', move: 'sideways' }, ''],
        [{ step: 'company-info', companyInfo: { name: 'Bad\u0000Name' } }, ''],
        [[1, 2], ''],
        [{}, ''],
      ];
      for (const [body, message] of cases) {
        const res = await save(owner.token, body);
        expect(res.status, `${JSON.stringify(body).slice(0, 80)} -> ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.message).toContain(message);
      }
      const state = (await get(owner.token)).body.data;
      expect(state).toMatchObject({ current_step: 0, data: { companyInfo: null, teamSetup: { invites: [] }, selectedProducts: [] } });
    });

    it('keeps the team list and products as saved, emails lowercased, duplicates of a product once', async () => {
      const owner = await registerOwner(t);
      const res = await save(owner.token, {
        step: 'team-setup',
        teamSetup: { invites: [{ email: 'Lead.Person@Example.com', role: 'team_lead' }] },
      });
      expect(res.body.data.data.teamSetup.invites).toEqual([
        { email: 'lead.person@example.com', role: 'team_lead', status: 'pending', message: null, error_status: null, invite_id: null },
      ]);
      const products = await save(owner.token, {
        step: 'product-selection',
        selectedProducts: ['talent_pool', 'job_positions', 'talent_pool'],
      });
      expect(products.body.data.data.selectedProducts).toEqual(['talent_pool', 'job_positions']);
      expect(products.body.data.current_step).toBe(4);
    });
  });

  describe('completing', () => {
    it('sets completed and the last step, sends the invitations through the team feature and lists them', async () => {
      const owner = await registerOwner(t);
      const a = uniqueEmail('first');
      const b = uniqueEmail('second');
      await save(owner.token, {
        step: 'team-setup',
        teamSetup: {
          invites: [
            { email: a, role: 'admin' },
            { email: b, role: 'member' },
          ],
        },
      });
      const res = await post(owner.token, 'complete');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ completed: true, current_step: 4, current_step_name: 'complete', offer: 'none' });
      if (!gated) return;
      const invites = res.body.data.data.teamSetup.invites;
      expect(invites.map((i: { status: string }) => i.status)).toEqual(['sent', 'sent']);
      const list = await call(t.app, 'GET', '/api/admin/org/employee-invites', { token: owner.token });
      const listed = list.body.data.items.map((i: { email: string; role_id: string; status: string }) => [i.email, i.role_id, i.status]);
      expect(listed).toEqual(
        expect.arrayContaining([
          [a, 'admin', 'pending'],
          [b, 'member', 'pending'],
        ]),
      );
      expect((await lastMailTo(t.app, a))?.link).toContain('/auth/accept-invite/');
      // Completed: steps are no longer saved; completing again sends nothing twice.
      const late = await save(owner.token, { step: 'welcome' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(ONBOARDING_MESSAGES.alreadyCompleted);
      const again = await post(owner.token, 'complete');
      expect(again.body.data.data.teamSetup.invites).toEqual(invites);
      const after = await call(t.app, 'GET', '/api/admin/org/employee-invites', { token: owner.token });
      expect(after.body.data.total_count).toBe(2);
    });

    it('reports each invitation: past the seats 402, already invited 409; completing again retries the failed ones', async () => {
      if (!gated) return;
      const owner = await registerOwner(t);
      const early = uniqueEmail('early');
      const sentBefore = await call(t.app, 'POST', '/api/admin/org/employee-invites', { token: owner.token, body: { email: early } });
      expect(sentBefore.status).toBe(201);
      const [x, y, z] = [uniqueEmail('x'), uniqueEmail('y'), uniqueEmail('z')];
      await save(owner.token, {
        step: 'team-setup',
        teamSetup: {
          invites: [
            { email: early, role: 'member' },
            { email: x, role: 'member' },
            { email: y, role: 'member' },
            { email: z, role: 'member' },
          ],
        },
      });
      const res = await post(owner.token, 'complete');
      expect(res.status).toBe(200);
      const [dup, ok, full, full2] = res.body.data.data.teamSetup.invites;
      expect(dup).toMatchObject({ status: 'failed', error_status: 409, message: TEAM_MESSAGES.alreadyInvited });
      expect(ok).toMatchObject({ status: 'sent', error_status: null });
      // The trial has 3 seats: the owner, the early invitation and x hold them.
      const seatMessage = `${limitReachedMessage('seats', 3)} ${TEAM_MESSAGES.seatsHeldByInvites}`;
      expect(full).toMatchObject({ status: 'failed', error_status: 402, message: seatMessage });
      expect(full2).toMatchObject({ status: 'failed', error_status: 402 });
      // Revoking the early invitation frees its seat: completing again sends it anew (the
      // failed one before y and z), and x is not sent twice.
      await call(t.app, 'PATCH', `/api/admin/org/employee-invites/${sentBefore.body.data.id}/status`, {
        token: owner.token,
        body: { status: 'revoked' },
      });
      const retry = await post(owner.token, 'complete');
      const statuses = retry.body.data.data.teamSetup.invites.map((i: { email: string; status: string }) => [i.email, i.status]);
      expect(statuses).toEqual([
        [early, 'sent'],
        [x, 'sent'],
        [y, 'failed'],
        [z, 'failed'],
      ]);
    });

    it('without a subscription the invitations wait (402) while the onboarding completes', async () => {
      if (!gated) return;
      const owner = await registerOwner(t, { trial: false });
      await save(owner.token, { step: 'team-setup', teamSetup: { invites: [{ email: uniqueEmail('wait'), role: 'member' }] } });
      const res = await post(owner.token, 'complete');
      expect(res.status).toBe(200);
      expect(res.body.data.completed).toBe(true);
      expect(res.body.data.data.teamSetup.invites[0]).toMatchObject({
        status: 'failed',
        error_status: 402,
        message: BILLING_MESSAGES.subscriptionRequired,
      });
    });
  });

  describe('who is offered it', () => {
    it('reads as not applicable for every other role; their changes are 403; anonymous 401', async () => {
      const owner = await registerOwner(t);
      for (const role of ['admin', 'manager', 'member', 'user']) {
        const token = await registerMember(t, owner.companyId, role);
        const res = await get(token);
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ applicable: false, offer: 'none', completed: false });
        for (const [method, url, body] of [
          ['POST', `${ON}/start`],
          ['POST', `${ON}/skip`],
          ['POST', `${ON}/complete`],
          ['PUT', `${ON}/step`, { step: 'welcome' }],
        ] as const) {
          const refused = await call(t.app, method, url, { token, body });
          expect(refused.status, `${role} ${method} ${url}`).toBe(403);
          expect(refused.body.message).toBe(STATUS_MESSAGES[403]);
        }
      }
      for (const [method, url] of [
        ['GET', ON],
        ['POST', `${ON}/skip`],
        ['PUT', `${ON}/step`],
      ] as const) {
        expect((await call(t.app, method, url, { body: { step: 'welcome' } })).status).toBe(401);
      }
    });

    it('an owner who joined by invitation is not offered it (403 with the reason on changes)', async () => {
      const owner = await registerOwner(t);
      const token = await registerMember(t, owner.companyId, 'owner');
      const profile = await call(t.app, 'GET', '/api/app/profile', { token });
      await t.database.db
        .update(users)
        .set({ metadata: { [JOINED_BY_INVITATION_KEY]: true } })
        .where(eq(users.id, profile.body.data.user.id));
      const login = await call(t.app, 'POST', '/api/auth/login', {
        body: { email: profile.body.data.user.email, password: strongPassword },
      });
      const fresh = login.body.data.token as string;
      expect((await get(fresh)).body.data).toMatchObject({ applicable: false, offer: 'none' });
      const res = await post(fresh, 'skip');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ONBOARDING_MESSAGES.notApplicable);
      // The creating owner's own onboarding is untouched by the other owner.
      expect((await get(owner.token)).body.data.offer).toBe('redirect');
    });
  });
});
