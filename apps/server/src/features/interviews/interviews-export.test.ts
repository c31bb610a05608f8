import {
  AI_UNSEEN_NOTE,
  AI_WITHHELD_NOTE,
  CANDIDATES_CSV_LEAD_COLUMNS,
  CANDIDATES_CSV_TAIL_COLUMNS,
  EXPORT_MESSAGES,
  QUESTIONS_CSV_COLUMNS,
} from '@hiring/shared/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createActiveJob, createLinks, reviewAiFirst, takeInterview } from '../../test/interviews.ts';

const BOM = '\uFEFF';
const exportUrl = (jobId: string) => `/api/app/interviews/export?job_position_id=${jobId}&format=csv`;

/** A CSV answer's rows (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks). */
function rowsOf(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.slice(1);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe.each(dbTargets)('CSV exports on %s', (target) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  let jobId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerOwner(t);
    jobId = await createActiveJob(t, owner.token, 'Sous Chef, Kraków');
    const links = await createLinks(t, owner.token, jobId, [
      { name: 'Łukasz Żółć', email: 'lukasz@example.com' },
      { name: '=HYPERLINK("http://evil.example","Click")', email: 'formula@example.com' },
      { name: 'Not Started', email: 'waiting@example.com' },
    ]);
    await takeInterview(t, links[0]!.token);
    await takeInterview(t, links[1]!.token);
    await t.jobs.runDue();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("exports a position's candidates as UTF-8 CSV with a BOM, CRLF lines, labelled AI and reviewed columns, and formulas neutralised", async () => {
    await reviewAiFirst(t.app, owner.token);
    const res = await t.app.inject({ method: 'GET', url: exportUrl(jobId), headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sous-chef-krakow_candidates.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith(BOM)).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body).toContain('Łukasz Żółć');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);

    const [header, ...rows] = rowsOf(body);
    expect(header!.slice(0, CANDIDATES_CSV_LEAD_COLUMNS.length)).toEqual([...CANDIDATES_CSV_LEAD_COLUMNS]);
    expect(header!.slice(-CANDIDATES_CSV_TAIL_COLUMNS.length)).toEqual([...CANDIDATES_CSV_TAIL_COLUMNS]);
    const goalColumns = header!.slice(CANDIDATES_CSV_LEAD_COLUMNS.length, -CANDIDATES_CSV_TAIL_COLUMNS.length);
    expect(goalColumns.length).toBeGreaterThanOrEqual(2);
    expect(goalColumns[0]).toMatch(/: reviewed score$/);
    expect(goalColumns[1]).toMatch(/: AI score$/);
    expect(rows).toHaveLength(3);
    const lukasz = rows.find((r) => r[1] === 'Łukasz Żółć')!;
    const col = (name: string) => header!.indexOf(name);
    expect(lukasz[col('Email')]).toBe('lukasz@example.com');
    expect(lukasz[col('Status')]).toBe('Completed');
    expect(lukasz[col('Review state')]).toBe('Not reviewed');
    expect(Number(lukasz[col('Overall: AI score')])).toBeGreaterThan(0);
    expect(lukasz[col('Overall: reviewed score')]).toBe('');
    expect(lukasz[col('Recommendation source')]).toBe('AI draft');
    expect(lukasz[col('AI scores withheld')]).toBe('No');
    expect(Number(lukasz[CANDIDATES_CSV_LEAD_COLUMNS.length + 1])).toBeGreaterThan(0);
    const waiting = rows.find((r) => r[1] === 'Not Started')!;
    expect(waiting[col('Status')]).toBe('Invited');
    expect(waiting[col('Overall: AI score')]).toBe('');
  });

  it("leaves out the AI's scores and draft recommendation of unreviewed interviews under blind-first review", async () => {
    const other = await registerOwner(t);
    const job = await createActiveJob(t, other.token);
    const [link] = await createLinks(t, other.token, job, [{ name: 'Blind Candidate', email: 'blind@example.com' }]);
    await takeInterview(t, link!.token);
    await t.jobs.runDue();
    const res = await call(t.app, 'GET', exportUrl(job), { token: other.token });
    expect(res.status).toBe(200);
    const [header, row] = rowsOf(res.body as string);
    const col = (name: string) => header!.indexOf(name);
    expect(row![col('Overall: AI score')]).toBe('');
    expect(row![col('Recommendation')]).toBe('');
    expect(row![col('AI scores withheld')]).toBe(AI_WITHHELD_NOTE);
    const aiGoalCells = header!.flatMap((h, i) => (h.endsWith(': AI score') ? [row![i]] : []));
    expect(aiGoalCells.every((c) => c === '')).toBe(true);
  });

  it("leaves out the AI's scores of a reviewed interview for a member who has not seen them under blind-first review (decision 503)", async () => {
    const other = await registerOwner(t);
    const job = await createActiveJob(t, other.token);
    const [link] = await createLinks(t, other.token, job, [{ name: 'Reviewed Candidate', email: 'reviewed@example.com' }]);
    await takeInterview(t, link!.token);
    await t.jobs.runDue();
    // An admin scores every answer: the team has reviewed the interview; the owner has seen no AI score.
    const admin = await registerMember(t, other.companyId, 'admin');
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link!.id}`, { token: admin })).body.data;
    for (const a of detail.answers as { question_id: string }[]) {
      const res = await call(t.app, 'PATCH', `/api/app/interviews/${link!.id}/scores/${a.question_id}`, {
        token: admin,
        body: { score: 4 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const fileFor = async (token: string) => {
      const res = await call(t.app, 'GET', exportUrl(job), { token });
      expect(res.status).toBe(200);
      const [header, row] = rowsOf(res.body as string);
      const col = (name: string) => row![header!.indexOf(name)];
      const aiGoals = header!.flatMap((h, i) => (h.endsWith(': AI score') ? [row![i]] : []));
      return { col, aiGoals };
    };
    const owner = await fileFor(other.token);
    expect(owner.col('Review state')).toBe('Reviewed');
    expect(owner.col('Overall: AI score')).toBe('');
    expect(owner.aiGoals.every((c) => c === '')).toBe(true);
    expect(owner.col('AI scores withheld')).toBe(AI_UNSEEN_NOTE);
    // The reviewers' part is the owner's to read: their score and recommendation.
    expect(Number(owner.col('Overall: reviewed score'))).toBe(4);
    expect(owner.col('Recommendation')).not.toBe('');
    const reviewer = await fileFor(admin);
    expect(Number(reviewer.col('Overall: AI score'))).toBeGreaterThan(0);
    expect(reviewer.col('AI scores withheld')).toBe('No');
  });

  it('is for the roles that read results, keeps companies apart, and refuses a missing position id with 400', async () => {
    const manager = await registerMember(t, owner.companyId, 'manager');
    expect((await call(t.app, 'GET', exportUrl(jobId), { token: manager })).status).toBe(200);
    const employee = await registerMember(t, owner.companyId, 'employee');
    expect((await call(t.app, 'GET', exportUrl(jobId), { token: employee })).status).toBe(403);
    const stranger = await registerOwner(t);
    const foreign = await call(t.app, 'GET', exportUrl(jobId), { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('job_position_not_found');
    const missing = await call(t.app, 'GET', '/api/app/interviews/export?format=csv', { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.job_position_id).toBe(EXPORT_MESSAGES.jobRequired);
    const xlsx = await call(t.app, 'GET', `/api/app/interviews/export?job_position_id=${jobId}&format=xlsx`, { token: owner.token });
    expect(xlsx.status).toBe(400);
  });

  it('answers an API key with interviews:read, and refuses one without it', async () => {
    const reader = await call(t.app, 'POST', '/api/app/api-keys', {
      token: owner.token,
      body: { name: 'Export', scopes: ['interviews:read'] },
    });
    const res = await call(t.app, 'GET', exportUrl(jobId), { token: reader.body.data.key });
    expect(res.status).toBe(200);
    expect(res.body as string).toContain('Łukasz Żółć');
    const positions = await call(t.app, 'POST', '/api/app/api-keys', {
      token: owner.token,
      body: { name: 'Positions', scopes: ['positions:read'] },
    });
    expect((await call(t.app, 'GET', exportUrl(jobId), { token: positions.body.data.key })).status).toBe(403);
  });

  it("exports a position's questions with their goals, weights and importance, one row per question and goal", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/app/job-positions/${jobId}/questions/export?format=csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sous-chef-krakow_questions.csv"');
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = rowsOf(body);
    expect(header).toEqual([...QUESTIONS_CSV_COLUMNS]);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]![0]).toBe('1');
    for (const row of rows) {
      expect(row[7]).not.toBe('');
      expect(Number(row[9])).toBeGreaterThan(0);
      expect(Number(row[9])).toBeLessThanOrEqual(1);
    }
    const stranger = await registerOwner(t);
    expect((await call(t.app, 'GET', `/api/app/job-positions/${jobId}/questions/export`, { token: stranger.token })).status).toBe(404);
  });
});
