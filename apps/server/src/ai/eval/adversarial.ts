import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BuiltinEngine } from '../builtin/index.ts';
import { type BatchScore, batchLineSchema, scoreLineSync } from './score-batch.ts';

/** Our adversarial answers (ours/adversarial.jsonl): a score-batch line, its expected band and why. */
export const adversarialCaseSchema = batchLineSchema.extend({
  id: z.string().min(1),
  /** The expected whole score [low, high], or needs_review: flagged for a person instead of scored. */
  band: z.union([z.tuple([z.number().int().min(1).max(5), z.number().int().min(1).max(5)]), z.literal('needs_review')]),
  why: z.string().min(1),
  origin: z.string().min(1),
});
export type AdversarialCase = z.infer<typeof adversarialCaseSchema>;

export function loadAdversarial(): AdversarialCase[] {
  return readFileSync(new URL('./ours/adversarial.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => adversarialCaseSchema.parse(JSON.parse(l)));
}

/** In its band: a whole score inside [low, high]; for needs_review, no score and the unsupported_language flag. */
export function inBand(c: AdversarialCase, s: BatchScore): boolean {
  if (c.band === 'needs_review') return s.score === null && s.flags.includes('unsupported_language');
  return s.score !== null && s.score >= c.band[0] && s.score <= c.band[1];
}

export interface AdversarialResult {
  id: string;
  band: AdversarialCase['band'];
  score: number | null;
  raw_score: number | null;
  flags: string[];
  ok: boolean;
}

export function runAdversarial(cases = loadAdversarial()): AdversarialResult[] {
  const engine = new BuiltinEngine();
  return cases.map((c) => {
    const s = scoreLineSync(engine, c);
    return { id: c.id, band: c.band, score: s.score, raw_score: s.raw_score, flags: s.flags, ok: inBand(c, s) };
  });
}

export function formatAdversarial(results: AdversarialResult[]): string {
  const band = (b: AdversarialResult['band']) => (b === 'needs_review' ? 'needs review' : `${b[0]}-${b[1]}`);
  return [
    `Adversarial answers (ours): ${results.filter((r) => r.ok).length} of ${results.length} in their band`,
    ...results.map(
      (r) =>
        `  ${r.ok ? 'ok  ' : 'MISS'} ${r.id.padEnd(40)} expected ${band(r.band).padEnd(12)} got ${r.score ?? '-'} (${r.raw_score ?? '-'})${
          r.flags.length ? ` ${r.flags.join(', ')}` : ''
        }`,
    ),
  ].join('\n');
}
