import { readFileSync } from 'node:fs';
import { goalInputSchema, questionInputSchema } from '@hiring/shared/ai';
import { z } from 'zod';
import { subjectStems } from '../builtin/answer-vocabulary.ts';
import { BuiltinEngine } from '../builtin/index.ts';
import { GENERATION_JOBS } from './generation-jobs.ts';

/*
 * Candidate-voice answers (ours/candidate-voice, decision 819): strong, adequate and weak answers to the questions
 * the engine wrote for six of the team-written jobs, written by someone who saw only what a candidate sees (the
 * posting and the question), never the guide. The questions and goals are kept as the engine wrote them when the
 * answers were written, as a position stores them, so a change to what the engine writes does not move the set.
 */

export const CANDIDATE_VOICE_BANDS = { strong: [4, 5], adequate: [3, 3], weak: [1, 2] } as const;
export type VoiceBand = keyof typeof CANDIDATE_VOICE_BANDS;

/** The jobs tuned on; the other three are read only after a change is written, and reported apart. */
export const VOICE_TUNING_JOBS = ['veterinary-technician', 'backend-engineer-scheduling', 'warehouse-shift-supervisor'];

const answerSchema = z.object({
  id: z.string().min(1),
  job: z.string().min(1),
  question: z.number().int().min(1),
  band: z.enum(['strong', 'adequate', 'weak']),
  answer: z.string().min(1),
});
export type VoiceAnswer = z.infer<typeof answerSchema>;

const setSchema = z.record(
  z.string(),
  z.object({ goals: z.array(goalInputSchema).min(1), questions: z.array(questionInputSchema.extend({ id: z.string() })).min(1) }),
);
export type VoiceQuestions = z.infer<typeof setSchema>;

export function loadCandidateVoice(): { answers: VoiceAnswer[]; questions: VoiceQuestions } {
  const dir = new URL('./ours/candidate-voice/', import.meta.url);
  const answers = readFileSync(new URL('answers.jsonl', dir), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => answerSchema.parse(JSON.parse(l)));
  const questions = setSchema.parse(JSON.parse(readFileSync(new URL('questions.json', dir), 'utf8')));
  return { answers, questions };
}

/** Two questions of a job about different things: their texts share no subject word that fewer than three of the job's questions use. */
export function unrelatedQuestions(texts: string[]): (a: number, b: number) => boolean {
  const count = new Map<string, number>();
  const subjects = texts.map((t) => new Set(subjectStems(t)));
  for (const s of subjects) for (const x of s) count.set(x, (count.get(x) ?? 0) + 1);
  const own = subjects.map((s) => new Set([...s].filter((x) => (count.get(x) ?? 0) < 3)));
  return (a, b) => a !== b && ![...own[a]!].some((x) => own[b]!.has(x));
}

export interface VoiceScore {
  id: string;
  job: string;
  band: VoiceBand;
  score: number;
  flags: string[];
}

export interface VoiceSplit {
  answers: VoiceScore[];
  /** Each strong answer scored under every unrelated question of its job: an answer pasted where it does not belong. */
  pasted: { id: string; question: number; score: number; flags: string[] }[];
}

export function scoreCandidateVoice(set = loadCandidateVoice()): { tuning: VoiceSplit; heldOut: VoiceSplit } {
  const engine = new BuiltinEngine();
  const tuning: VoiceSplit = { answers: [], pasted: [] };
  const heldOut: VoiceSplit = { answers: [], pasted: [] };
  for (const a of set.answers) {
    const job = GENERATION_JOBS.find((j) => j.id === a.job)?.job;
    const stored = set.questions[a.job];
    const question = stored?.questions[a.question - 1];
    if (!job || !stored || !question) throw new Error(`candidate-voice answer ${a.id}: no job or question ${a.question} for ${a.job}`);
    const split = VOICE_TUNING_JOBS.includes(a.job) ? tuning : heldOut;
    const s = engine.scoreAnswerSync(job, question, stored.goals, a.answer);
    split.answers.push({ id: a.id, job: a.job, band: a.band, score: s.overall, flags: s.flags ?? [] });
    if (a.band !== 'strong') continue;
    const unrelated = unrelatedQuestions(stored.questions.map((q) => q.text));
    stored.questions.forEach((other, k) => {
      if (!unrelated(a.question - 1, k)) return;
      const p = engine.scoreAnswerSync(job, other, stored.goals, a.answer);
      split.pasted.push({ id: a.id, question: k + 1, score: p.overall, flags: p.flags ?? [] });
    });
  }
  return { tuning, heldOut };
}

export interface VoiceFigures {
  bands: Record<VoiceBand, { n: number; mean: number; inBand: number; offTopic: number; histogram: number[] }>;
  /** Questions whose strong answer scores above its weak answer, of all questions. */
  strongAboveWeak: { above: number; of: number };
  pasted: { n: number; mean: number; atMostTwo: number };
}

const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

export function voiceFigures(split: VoiceSplit): VoiceFigures {
  const bands = {} as VoiceFigures['bands'];
  for (const band of Object.keys(CANDIDATE_VOICE_BANDS) as VoiceBand[]) {
    const rows = split.answers.filter((r) => r.band === band);
    const [low, high] = CANDIDATE_VOICE_BANDS[band];
    const whole = rows.map((r) => Math.round(r.score));
    bands[band] = {
      n: rows.length,
      mean: mean(rows.map((r) => r.score)),
      inBand: whole.filter((x) => x >= low && x <= high).length,
      offTopic: rows.filter((r) => r.flags.includes('off_topic')).length,
      histogram: [1, 2, 3, 4, 5].map((k) => whole.filter((x) => x === k).length),
    };
  }
  const byQuestion = new Map<string, Partial<Record<VoiceBand, number>>>();
  for (const r of split.answers) {
    const key = r.id.replace(/-(strong|adequate|weak)$/, '');
    byQuestion.set(key, { ...byQuestion.get(key), [r.band]: r.score });
  }
  const pairs = [...byQuestion.values()].filter((x) => x.strong !== undefined && x.weak !== undefined);
  return {
    bands,
    strongAboveWeak: { above: pairs.filter((x) => x.strong! > x.weak!).length, of: pairs.length },
    pasted: {
      n: split.pasted.length,
      mean: mean(split.pasted.map((p) => p.score)),
      atMostTwo: split.pasted.filter((p) => Math.round(p.score) <= 2).length,
    },
  };
}

export function formatCandidateVoice(result: { tuning: VoiceSplit; heldOut: VoiceSplit }): string {
  const lines = ['Candidate-voice answers (ours, written without the guide in view; decision 819): overall score per band'];
  for (const [name, split] of [
    ['tuning (vet technician, backend engineer, warehouse supervisor)', result.tuning],
    ['held-out (night charge nurse, payroll specialist, customer success manager)', result.heldOut],
  ] as const) {
    const f = voiceFigures(split);
    lines.push(`  ${name}:`);
    for (const band of Object.keys(f.bands) as VoiceBand[]) {
      const b = f.bands[band];
      const [low, high] = CANDIDATE_VOICE_BANDS[band];
      lines.push(
        `    ${band.padEnd(8)} n=${b.n} mean ${b.mean.toFixed(2)}, ${b.inBand} in ${low === high ? low : `${low}-${high}`}, scores 1-5: ${b.histogram.join(' ')}, off topic ${b.offTopic}`,
      );
    }
    lines.push(`    strong above weak on ${f.strongAboveWeak.above} of ${f.strongAboveWeak.of} questions`);
    lines.push(
      `    a strong answer pasted under an unrelated question of its job: n=${f.pasted.n} mean ${f.pasted.mean.toFixed(2)}, ${f.pasted.atMostTwo} at 2 or less`,
    );
  }
  return lines.join('\n');
}
