import { randomUUID } from 'node:crypto';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@hiring/shared/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createActiveJob, createLinks } from '../../test/interviews.ts';
import { jobPositions } from '../job-positions/index.ts';
import { users } from '../users/index.ts';

const SEARCH = '/api/app/search';
const q = (text: string) => `${SEARCH}?q=${encodeURIComponent(text)}`;
/** Roles that read interviews but open no job or member page: candidates only. */
const CANDIDATE_ONLY_ROLES = ['manager', 'team_lead', 'supervisor'] as const;
const NO_GROUP_ROLES = ['user', 'employee', 'member'] as const;

describe.each(dbTargets)('top-bar search API on %s', (target) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let other: Awaited<ReturnType<typeof registerOwner>>;
  // A word unique to this run, so rows of other tests never match.
  const tag = `zq${randomUUID().slice(0, 6)}`;

  const seedJob = (companyId: string, title: string, department = 'Engineering', status = 'draft') =>
    t.database.db
      .insert(jobPositions)
      .values({
        companyId,
        title,
        department,
        jobDescription: 'A role.',
        status,
        experienceLevel: 'mid',
        employmentType: 'full_time',
        workLocation: 'remote',
      })
      .returning({ id: jobPositions.id })
      .then((rows) => rows[0]!.id);

  const seedMember = (companyId: string, firstName: string, lastName: string, role = 'member') =>
    t.database.db
      .insert(users)
      .values({
        companyId,
        email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`,
        passwordHash: 'x',
        firstName,
        lastName,
        role,
      })
      .returning({ id: users.id })
      .then((rows) => rows[0]!.id);

  // Candidates come from real links of a job with finalized questions, in each company.
  let ownerJob: string;
  let otherJob: string;
  const seedCandidates = (token: string, jobId: string, people: { name: string; email: string }[]) =>
    createLinks(t, token, jobId, people).then((links) => links.map((l) => l.id));

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    other = await registerOwner(t);
    ownerJob = await createActiveJob(t, owner.token, 'Platform Engineer');
    otherJob = await createActiveJob(t, other.token, 'Data Engineer');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("finds the company's jobs by title or department and its members by name or email", async () => {
    const jobId = await seedJob(owner.companyId, `Senior ${tag} Engineer`);
    const byDepartment = await seedJob(owner.companyId, 'Account Executive', `${tag} Sales`, 'active');
    const memberId = await seedMember(owner.companyId, `Ada${tag}`, 'Lovelace', 'manager');

    const res = await call(t.app, 'GET', q(tag), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.query).toBe(tag);
    expect(res.body.data.jobs.map((j: { id: string }) => j.id).sort()).toEqual([jobId, byDepartment].sort());
    expect(res.body.data.jobs.find((j: { id: string }) => j.id === byDepartment)).toEqual({
      id: byDepartment,
      title: 'Account Executive',
      department: `${tag} Sales`,
      status: 'active',
    });
    expect(res.body.data.members).toEqual([
      { id: memberId, name: `Ada${tag} Lovelace`, email: expect.stringContaining('@example.com'), role: 'manager' },
    ]);
  });

  it('matches case-insensitively, trims the text, and puts titles that start with it first', async () => {
    const word = `${tag}case`;
    const later = await seedJob(owner.companyId, `Lead ${word} Designer`);
    const first = await seedJob(owner.companyId, `${word} Analyst`);
    const res = await call(t.app, 'GET', q(`  ${word.toUpperCase()}  `), { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.query).toBe(word.toUpperCase());
    expect(res.body.data.jobs.map((j: { id: string }) => j.id)).toEqual([first, later]);
  });

  it(`returns at most ${SEARCH_LIMITS.perGroup} results per group`, async () => {
    const word = `${tag}many`;
    for (let i = 0; i < SEARCH_LIMITS.perGroup + 2; i++) {
      await seedJob(owner.companyId, `${word} role ${i}`);
      await seedMember(owner.companyId, `${word}${i}`, 'Person');
    }
    const res = await call(t.app, 'GET', q(word), { token: owner.token });
    expect(res.body.data.jobs).toHaveLength(SEARCH_LIMITS.perGroup);
    expect(res.body.data.members).toHaveLength(SEARCH_LIMITS.perGroup);
  });

  it('treats % and _ as literal characters, not patterns', async () => {
    const word = `${tag}pct`;
    const literal = await seedJob(owner.companyId, `${word} 100% remote`);
    await seedJob(owner.companyId, `${word} 100 remote`);
    const percent = await call(t.app, 'GET', q(`${word} 100%`), { token: owner.token });
    expect(percent.body.data.jobs.map((j: { id: string }) => j.id)).toEqual([literal]);
    const underscore = await call(t.app, 'GET', q(`${word}_`), { token: owner.token });
    expect(underscore.body.data.jobs).toEqual([]);
  });

  it("never shows another company's jobs or members", async () => {
    const word = `${tag}iso`;
    await seedJob(other.companyId, `${word} Engineer`);
    await seedMember(other.companyId, `${word}Grace`, 'Hopper');
    const mine = await call(t.app, 'GET', q(word), { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual({ query: word, jobs: [], candidates: [], members: [] });
    const theirs = await call(t.app, 'GET', q(word), { token: other.token });
    expect(theirs.body.data.jobs).toHaveLength(1);
    expect(theirs.body.data.members).toHaveLength(1);
  });

  it('shows an admin both groups', async () => {
    const word = `${tag}adm`;
    await seedJob(owner.companyId, `${word} Engineer`);
    await seedMember(owner.companyId, `${word}Linus`, 'Torvalds');
    const admin = await registerMember(t, owner.companyId, 'admin');
    const res = await call(t.app, 'GET', q(word), { token: admin });
    expect(res.body.data.jobs).toHaveLength(1);
    expect(res.body.data.members).toHaveLength(1);
  });

  it.each(NO_GROUP_ROLES)('shows a %s no jobs, candidates or members, which they cannot open', async (role) => {
    const word = `${tag}${role.replace('_', '')}`;
    await seedJob(owner.companyId, `${word} Engineer`);
    await seedMember(owner.companyId, `${word}Ken`, 'Thompson');
    await seedCandidates(owner.token, ownerJob, [{ name: `${word} Candidate`, email: `${word}@example.com` }]);
    const token = await registerMember(t, owner.companyId, role);
    const res = await call(t.app, 'GET', q(word), { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ query: word, jobs: [], candidates: [], members: [] });
  });

  it.each(CANDIDATE_ONLY_ROLES)('shows a %s the candidates (they read interviews) but no jobs or members', async (role) => {
    const word = `${tag}${role.replace('_', '')}`;
    await seedJob(owner.companyId, `${word} Engineer`);
    await seedMember(owner.companyId, `${word}Ken`, 'Thompson');
    const [id] = await seedCandidates(owner.token, ownerJob, [{ name: `${word} Candidate`, email: `${word}@example.com` }]);
    const token = await registerMember(t, owner.companyId, role);
    const res = await call(t.app, 'GET', q(word), { token });
    expect(res.status).toBe(200);
    expect(res.body.data.jobs).toEqual([]);
    expect(res.body.data.members).toEqual([]);
    expect(res.body.data.candidates.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it("finds the company's candidates by name or email, with the job they interview for and the interview's status", async () => {
    const word = `${tag}cand`;
    const [byName, byEmail] = await seedCandidates(owner.token, ownerJob, [
      { name: `Marie ${word} Curie`, email: `marie.${tag}@example.com` },
      { name: 'Alan Turing', email: `alan.${word}@example.com` },
    ]);
    const res = await call(t.app, 'GET', q(word), { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.candidates).toHaveLength(2);
    expect(res.body.data.candidates).toEqual(
      expect.arrayContaining([
        { id: byName, name: `Marie ${word} Curie`, email: `marie.${tag}@example.com`, job_title: 'Platform Engineer', status: 'invited' },
        { id: byEmail, name: 'Alan Turing', email: `alan.${word}@example.com`, job_title: 'Platform Engineer', status: 'invited' },
      ]),
    );
    // The same text also finds nothing among jobs or members: the groups are separate.
    expect(res.body.data.jobs).toEqual([]);
  });

  it('puts candidates whose name starts with the text first', async () => {
    const word = `${tag}first`;
    const [inside, starting] = await seedCandidates(owner.token, ownerJob, [
      { name: `Ada ${word}`, email: `ada.${tag}f@example.com` },
      { name: `${word} Lovelace`, email: `love.${tag}f@example.com` },
    ]);
    const res = await call(t.app, 'GET', q(word), { token: owner.token });
    expect(res.body.data.candidates.map((c: { id: string }) => c.id)).toEqual([starting, inside]);
  });

  it("never shows another company's candidates, to any role that reads interviews", async () => {
    const word = `${tag}ciso`;
    const [theirs] = await seedCandidates(other.token, otherJob, [{ name: `${word} Hopper`, email: `${word}@example.com` }]);
    for (const token of [owner.token, await registerMember(t, owner.companyId, 'manager')]) {
      const mine = await call(t.app, 'GET', q(word), { token });
      expect(mine.status).toBe(200);
      expect(mine.body.data.candidates).toEqual([]);
    }
    const own = await call(t.app, 'GET', q(word), { token: other.token });
    expect(own.body.data.candidates.map((c: { id: string }) => c.id)).toEqual([theirs]);
  });

  it('asks for a sign-in (401) without a token', async () => {
    expect((await call(t.app, 'GET', q('x'))).status).toBe(401);
  });

  it.each([
    ['no q', SEARCH, SEARCH_MESSAGES.queryRequired],
    ['an empty q', q(''), SEARCH_MESSAGES.queryRequired],
    ['a blank q', q('   '), SEARCH_MESSAGES.queryRequired],
    ['a q over the limit', q('a'.repeat(SEARCH_LIMITS.maxQueryLength + 1)), SEARCH_MESSAGES.queryTooLong],
    ['q given twice', `${SEARCH}?q=a&q=b`, SEARCH_MESSAGES.queryRequired],
  ])('answers 400 with a clear message for %s', async (_label, url, message) => {
    const res = await call(t.app, 'GET', url, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 400, never 500, for a NUL character in q', async () => {
    const res = await call(t.app, 'GET', `${SEARCH}?q=a%00b`, { token: owner.token });
    expect(res.status).toBe(400);
  });

  it(`accepts a q of exactly ${SEARCH_LIMITS.maxQueryLength} characters`, async () => {
    const res = await call(t.app, 'GET', q('a'.repeat(SEARCH_LIMITS.maxQueryLength)), { token: owner.token });
    expect(res.status).toBe(200);
  });

  it(`limits a user to ${SEARCH_LIMITS.perMinute} searches a minute (429 with retry-after), apart from other users`, async () => {
    const busy = await registerOwner(t);
    for (let i = 0; i < SEARCH_LIMITS.perMinute; i++) {
      const res = await call(t.app, 'GET', q(`n${i}`), { token: busy.token });
      expect(res.status).toBe(200);
    }
    const limited = await call(t.app, 'GET', q('more'), { token: busy.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', q('more'), { token: other.token })).status).toBe(200);
  });
});
