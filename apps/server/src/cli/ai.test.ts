import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_FIXTURES } from '../ai/fixtures/jobs.ts';
import { startFakeOpenAiServer } from '../test/fakes/openai-server.ts';
import { main, readJob } from './ai.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const jobText = `# Warehouse Shift Supervisor

We run a 24/7 fulfilment centre. The shift supervisor leads a team of 25 pickers and packers, plans the shift,
tracks pick rates in our WMS, runs forklift safety briefings and solves problems on the floor.

Requirements: 3+ years in warehouse operations, 1 year leading a team, forklift certification, experience with a
warehouse management system (WMS) and Excel. Calm under pressure, clear communicator.`;

const answerText =
  'Last peak season our pick rate fell by 20% on nights. I checked the WMS reports, found two aisles blocked by returns, ' +
  'moved returns to a separate zone and re-planned breaks. Within a week we were back above target and I shared the plan with the day shift.';

let dir: string;
let jobFile: string;
let answerFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ai-cli-'));
  jobFile = join(dir, 'supervisor.txt');
  answerFile = join(dir, 'answer.txt');
  await writeFile(jobFile, jobText);
  await writeFile(answerFile, answerText);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function runCli(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (t) => out.push(t), err: (t) => err.push(t), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run ai', () => {
  it('reads a text job file: the first line is the title', async () => {
    const job = await readJob(jobFile);
    expect(job.title).toBe('Warehouse Shift Supervisor');
    expect(job.job_description).toMatch(/^We run a 24\/7 fulfilment centre\./);
  });

  it('reads a JSON job file with job position fields', async () => {
    const file = join(dir, 'job.json');
    await writeFile(
      file,
      JSON.stringify({ title: 'Data Analyst', job_description: 'SQL and Tableau dashboards.', required_skills: ['SQL'] }),
    );
    expect(await readJob(file)).toMatchObject({ title: 'Data Analyst', required_skills: ['SQL'] });
  });

  it('reads one of the engine fixtures by id, and names them all for an unknown id', async () => {
    expect((await readJob('fixture:backend-engineer')).title).toBe(JOB_FIXTURES.find((f) => f.id === 'backend-engineer')!.job.title);
    const unknown = await runCli(['analyze', 'fixture:nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain(`No fixture "nope". Fixtures: ${JOB_FIXTURES.map((f) => f.id).join(', ')}.`);
  });

  it('prints the analysis of a job file with the builtin engine', async () => {
    const { code, out } = await runCli(['analyze', jobFile]);
    expect(code).toBe(0);
    expect(out).toContain('Using the builtin engine.');
    expect(out).toContain('# Warehouse Shift Supervisor');
    expect(out).toMatch(/Technical skills \(\d+\): .*Forklift/i);
    expect(out).toMatch(/Made by: builtin, /);
  });

  it('prints goals, then questions tied to them', async () => {
    const goals = await runCli(['goals', jobFile, '--presets', '3,5', '--strategy', 'generalist']);
    expect(goals.code).toBe(0);
    expect(goals.out).toMatch(/Evaluation goals \(\d+\):/);
    expect(goals.out).toContain('Clear communication');
    expect(goals.out).toContain('generalist');

    const questions = await runCli(['questions', jobFile]);
    expect(questions.code).toBe(0);
    expect(questions.out).toMatch(/Interview questions \(\d+\):/);
    expect(questions.out).toContain('Q1. ');
    expect(questions.out).toContain('Follow-ups:');
    expect(questions.out).toMatch(/goal coverage 100%/);
  });

  it('scores an answer file against a generated question, quoting the answer', async () => {
    const { code, out } = await runCli(['score', jobFile, answerFile, '--question', '1']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Question: /m);
    expect(out).toMatch(/Overall: [1-5](\.\d)? \/ 5/);
    for (const quote of out.matchAll(/^ {6}> "(.*)"$/gm)) expect(answerText).toContain(quote[1]);
  });

  it('prints JSON with --json', async () => {
    const { code, out } = await runCli(['analyze', jobFile, '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out);
    expect(parsed.data.title).toBe('Warehouse Shift Supervisor');
    expect(parsed.provenance.engine).toBe('builtin');
  });

  it('uses the LLM endpoint named by AI_BASE_URL and says which model answered', async () => {
    const server = await startFakeOpenAiServer({
      replies: [
        {
          json: {
            title: 'Warehouse Shift Supervisor',
            summary: 'Leads a night shift of 25 in a fulfilment centre.',
            domain: 'operations',
            requirements: ['3+ years in warehouse operations.'],
            responsibilities: ['Plan the shift.'],
            skills: [{ name: 'Forklift operation', kind: 'technical' }],
            seniority: 'mid',
            key_requirements: ['3+ years in warehouse operations.'],
            suggested_skills: ['Forklift operation'],
          },
        },
      ],
    });
    try {
      const { code, out, err } = await runCli(['analyze', jobFile], {
        AI_BASE_URL: server.url,
        AI_MODEL: 'fake-model',
        AI_API_KEY: 'sk-cli-secret',
      });
      expect(code).toBe(0);
      expect(out).toContain(`Using the llm engine: model fake-model at ${server.url}.`);
      expect(out).toContain('Leads a night shift of 25');
      expect(out).toContain('Made by: llm, model fake-model');
      expect(out + err).not.toContain('sk-cli-secret');
    } finally {
      await server.close();
    }
  });

  it('explains its usage for a missing or unknown command', async () => {
    const missing = await runCli([]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Usage: npm run ai -- <command>');
    expect((await runCli(['summarise', jobFile])).err).toContain('Unknown command "summarise".');
    expect((await runCli(['score', jobFile])).err).toContain('score needs an answer file');
    expect((await runCli(['goals', jobFile, '--presets', '9'])).code).toBe(2);
  });

  it('runs as a script', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/ai.ts', 'analyze', jobFile], {
      cwd: repoRoot,
      env: { ...process.env, AI_BASE_URL: '' },
    });
    expect(stdout).toContain('# Warehouse Shift Supervisor');
    expect(stdout).toContain('Made by: builtin');
  }, 60_000);
});
