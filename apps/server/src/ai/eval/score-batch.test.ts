import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unsupportedLanguageSummary } from '@hiring/shared/ai';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/ai.ts';
import { cutAtWord, toScoreInput } from './score-batch.ts';

const fixture = fileURLToPath(new URL('./fixtures/batch.jsonl', import.meta.url));

async function runBatch(file: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['score-batch', file], { out: (t) => out.push(t), err: (t) => err.push(t), env: {} });
  return { code, lines: out.map((l) => JSON.parse(l) as Record<string, unknown>), err: err.join('\n') };
}

describe('npm run ai -- score-batch', () => {
  it('writes one line per non-empty input line, in order, and refuses bad lines without stopping', async () => {
    const { code, lines, err } = await runBatch(fixture);
    expect(lines.map((l) => l.id)).toEqual(['index', null, 'no-question', 7]);
    expect(code).toBe(1);
    expect(err).toContain('2 answers scored, 2 lines refused');
  });

  it('answers a scored line with id, a whole score 1-5, the raw score, flags, verbatim evidence and a rationale', async () => {
    const { lines } = await runBatch(fixture);
    const input = readFileSync(fixture, 'utf8').split('\n');
    const first = lines[0]!;
    expect(Object.keys(first).sort()).toEqual(['evidence', 'flags', 'id', 'language', 'rationale', 'raw_score', 'score']);
    expect(first.language).toBe('en');
    expect(Number.isInteger(first.score)).toBe(true);
    expect(first.score).toBeGreaterThanOrEqual(1);
    expect(first.score).toBeLessThanOrEqual(5);
    expect(Math.abs((first.raw_score as number) - (first.score as number))).toBeLessThanOrEqual(0.5);
    const answer = (JSON.parse(input[0]!) as { answer: string }).answer;
    for (const quote of first.evidence as string[]) expect(answer).toContain(quote);
    expect(typeof first.rationale).toBe('string');
    expect(lines[3]!.flags).toContain('too_short');
  });

  it('answers a line that is not JSON with its line number and an error, and a line without a question with its id', async () => {
    const { lines } = await runBatch(fixture);
    expect(lines[1]).toMatchObject({ id: null, line: 2 });
    expect(lines[1]!.error).toMatch(/not JSON/);
    expect(lines[2]).toMatchObject({ id: 'no-question', line: 3 });
    expect(lines[2]!.error).toMatch(/^question:/);
  });

  it('prints a null score with the unsupported_language flag and the language for an answer the engine cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'batch-'));
    const file = join(dir, 'es.jsonl');
    const answer =
      'El cliente envía una clave de idempotencia con cada intento de pago, y el servidor guarda la clave con la respuesta en la misma transacción.';
    writeFileSync(file, `${JSON.stringify({ id: 'es-1', question: 'How do you design an idempotent payments endpoint?', answer })}\n`);
    const { code, lines } = await runBatch(file);
    expect(code).toBe(0);
    expect(lines[0]).toMatchObject({
      id: 'es-1',
      score: null,
      raw_score: null,
      flags: ['unsupported_language'],
      language: 'es',
      evidence: [],
    });
    expect(lines[0]!.rationale).toBe(unsupportedLanguageSummary('es', ['en']));
  });

  it('exits 0 when every line is scored', async () => {
    const out: string[] = [];
    const file = fileURLToPath(new URL('./ours/adversarial.jsonl', import.meta.url));
    const code = await main(['score-batch', file], { out: (t) => out.push(t), err: () => {}, env: {} });
    expect(code).toBe(0);
    expect(out.every((l) => 'score' in (JSON.parse(l) as object))).toBe(true);
  });
});

describe('the batch line as the engine reads it', () => {
  it('takes the reference as the strong guideline and the key points as key points', () => {
    const input = toScoreInput({ id: 1, question: 'Q?', answer: 'A', reference: 'The strong answer.', key_points: ['one', 'two'] });
    expect(input.question.text).toBe('Q?');
    expect(input.question.expected_response_guidelines).toEqual({ strong: 'The strong answer.', key_points: ['one', 'two'] });
    expect(input.answer).toBe('A');
  });

  it('scores against one goal: the given goal, else the question itself, at weight 1', () => {
    const withGoal = toScoreInput({ id: 1, question: 'Q?', answer: 'A', goal: 'Clear communication' });
    expect(withGoal.goals).toEqual([{ id: 'G1', text: 'Clear communication', category: 'technical' }]);
    expect(withGoal.question.goal_connections).toEqual([{ goal_id: 'G1', weight: 1 }]);
    expect(toScoreInput({ id: 1, question: 'Q?', answer: 'A' }).goals[0]!.text).toBe('Q?');
  });

  it('reads the job text as a title line and a description, and names an untitled job "Position"', () => {
    expect(toScoreInput({ id: 1, question: 'Q?', answer: 'A', job: 'ICU Nurse\nNights.\nTwelve beds.' }).job).toEqual({
      title: 'ICU Nurse',
      job_description: 'Nights.\nTwelve beds.',
    });
    expect(toScoreInput({ id: 1, question: 'Q?', answer: 'A' }).job).toEqual({ title: 'Position', job_description: '' });
  });

  it('cuts a reference longer than the guideline limit at a word, and refuses more than 12 key points', () => {
    const long = `${'word '.repeat(300)}end`;
    const input = toScoreInput({ id: 1, question: 'Q?', answer: 'A', reference: long });
    const strong = input.question.expected_response_guidelines?.strong ?? '';
    expect(strong.length).toBeLessThanOrEqual(1_000);
    expect(strong.endsWith('word')).toBe(true);
    expect(cutAtWord('short', 10)).toBe('short');
    expect(() => toScoreInput({ id: 1, question: 'Q?', answer: 'A', key_points: Array.from({ length: 13 }, (_, i) => `p${i}`) })).toThrow();
  });
});
