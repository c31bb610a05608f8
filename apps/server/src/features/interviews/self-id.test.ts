import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SELF_ID_MESSAGES } from '@hiring/shared/self-id';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { RETENTION_SWEEP_JOB } from './index.ts';
import { interviews } from './interviews.table.ts';
import { interviewSteps, pub } from './interviews.test-steps.ts';
import { PUBLIC_RATE_LIMIT } from './candidate-access.ts';
import { interviewSelfIdentifications } from './self-id.table.ts';

const ANSWER = { sex: 'female', race_ethnicity: 'native_hawaiian_or_pacific_islander' } as const;
/** Words only a self-identification would put in a response. */
const SELF_ID_WORDS = ['native_hawaiian', 'Native Hawaiian', 'race_ethnicity', 'self_id', 'prefer_not_to_say'];

const SRC = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.includes('.test') ? [join(dir, e.name)] : [],
  );

describe('self-identification in the code', () => {
  it('is read by the bias audit alone: never by scoring, the AI engine, lists, detail or exports', () => {
    const readers = sources(SRC)
      .filter((f) => /interviewSelfIdentifications|interview_self_identifications|self-id\.table/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f))
      .sort();
    expect(readers).toEqual([
      'db/schema.ts',
      'features/interviews/bias-audit.queries.ts',
      'features/interviews/self-id.table.ts',
      'features/interviews/self-id.ts',
    ]);
  });
});

describe.each(dbTargets)('voluntary self-identification on %s', (target) => {
  let t: TestApp;
  let owner: { token: string; companyId: string };
  let jobId: string;
  let links: { id: string; token: string }[];
  const steps = interviewSteps(() => t);
  const selfIdOf = async (interviewId: string) =>
    t.database.db.select().from(interviewSelfIdentifications).where(eq(interviewSelfIdentifications.interviewId, interviewId));

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    await steps.aiFirst(owner.token);
    jobId = (await steps.activeJob(owner.token)).id;
    links = [];
    for (const name of ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Mary Jackson'])
      links.push(await steps.oneLink(owner.token, jobId, name));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is refused before the interview is submitted, with a stable code', async () => {
    const res = await call(t.app, 'POST', pub(links[0]!.token, '/self-id'), { body: ANSWER });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'interview_self_id_not_submitted', message: SELF_ID_MESSAGES.notSubmitted });
    expect(await selfIdOf(links[0]!.id)).toHaveLength(0);
  });

  it('is kept after submitting, and a new answer replaces the last', async () => {
    for (const l of links) await steps.takeInterview(l.token);
    await t.jobs.runDue();
    const res = await call(t.app, 'POST', pub(links[0]!.token, '/self-id'), { body: ANSWER });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ saved: true });
    expect(await selfIdOf(links[0]!.id)).toEqual([
      expect.objectContaining({ sex: 'female', raceEthnicity: 'native_hawaiian_or_pacific_islander' }),
    ]);
    const again = await call(t.app, 'POST', pub(links[0]!.token, '/self-id'), {
      body: { sex: 'prefer_not_to_say', race_ethnicity: 'prefer_not_to_say' },
    });
    expect(again.status).toBe(200);
    expect(await selfIdOf(links[0]!.id)).toEqual([
      expect.objectContaining({ sex: 'prefer_not_to_say', raceEthnicity: 'prefer_not_to_say' }),
    ]);
    expect((await call(t.app, 'POST', pub(links[0]!.token, '/self-id'), { body: ANSWER })).status).toBe(200);
  });

  it('refuses an answer outside the listed categories and an unknown link', async () => {
    const bad = await call(t.app, 'POST', pub(links[1]!.token, '/self-id'), { body: { sex: 'other', race_ethnicity: 'asian' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.sex).toBe(SELF_ID_MESSAGES.sexInvalid);
    const missing = await call(t.app, 'POST', pub(links[1]!.token, '/self-id'), { body: { sex: 'male' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.race_ethnicity).toBe(SELF_ID_MESSAGES.raceInvalid);
    const unknown = await call(t.app, 'POST', pub('x'.repeat(43), '/self-id'), { body: ANSWER });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('interview_link_not_found');
  });

  it('never appears in the interview detail, the lists, compare, the candidate pool or the analysis', async () => {
    await call(t.app, 'POST', pub(links[1]!.token, '/self-id'), { body: ANSWER });
    const reads = [
      `/api/app/interviews/${links[0]!.id}`,
      `/api/app/interviews/${links[1]!.id}`,
      '/api/app/interviews',
      `/api/app/interviews?job_position_id=${jobId}&status=completed`,
      '/api/app/talent/candidates',
      `/api/app/talent/compare?interview_ids=${links[0]!.id},${links[1]!.id}`,
      `/api/app/interviews/analysis?job_position_id=${jobId}`,
      `/api/app/job-positions/${jobId}/interview-links`,
      `/api/app/audit-events?interview_id=${links[0]!.id}`,
    ];
    for (const path of reads) {
      const res = await call(t.app, 'GET', path, { token: owner.token });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      const text = JSON.stringify(res.body);
      for (const word of SELF_ID_WORDS) expect(text, `${path} shows ${word}`).not.toContain(word);
    }
    // The bias audit counts it, and only as a number.
    const audit = (await call(t.app, 'GET', `/api/app/interviews/bias-audit?job_position_id=${jobId}`, { token: owner.token })).body.data;
    expect(audit).toMatchObject({ total: 4, answered: 2 });
    expect(audit.race_ethnicity.find((r: { category: string }) => r.category === 'native_hawaiian_or_pacific_islander').n).toBe(2);
  });

  it("goes with the candidate's data when the team deletes it", async () => {
    expect(await selfIdOf(links[1]!.id)).toHaveLength(1);
    const res = await call(t.app, 'DELETE', `/api/app/interviews/${links[1]!.id}/candidate-data`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await selfIdOf(links[1]!.id)).toHaveLength(0);
    // The link is gone, so the candidate cannot answer again.
    expect((await call(t.app, 'POST', pub(links[1]!.token, '/self-id'), { body: ANSWER })).status).toBe(410);
  });

  it('goes with the retention purge', async () => {
    await call(t.app, 'POST', pub(links[2]!.token, '/self-id'), { body: ANSWER });
    expect(await selfIdOf(links[2]!.id)).toHaveLength(1);
    await t.database.db
      .update(interviews)
      .set({ completedAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(interviews.id, links[2]!.id));
    await t.jobs.enqueue(RETENTION_SWEEP_JOB, {});
    await t.jobs.runDue();
    expect(await selfIdOf(links[2]!.id)).toHaveLength(0);
  });

  it('goes with the interview when its row is removed (the foreign key cascades)', async () => {
    await call(t.app, 'POST', pub(links[3]!.token, '/self-id'), { body: ANSWER });
    expect(await selfIdOf(links[3]!.id)).toHaveLength(1);
    await t.database.db.delete(interviews).where(eq(interviews.id, links[3]!.id));
    expect(await selfIdOf(links[3]!.id)).toHaveLength(0);
  });

  it('is rate limited per link like the other calls of the candidate page', async () => {
    const link = await steps.oneLink(owner.token, jobId, 'Dorothy Vaughan');
    let last = 0;
    for (let i = 0; i <= PUBLIC_RATE_LIMIT.perLinkPerMinute; i++)
      last = (await call(t.app, 'POST', pub(link.token, '/self-id'), { body: ANSWER, ip: '203.0.113.9' })).status;
    expect(last).toBe(429);
  });
});
