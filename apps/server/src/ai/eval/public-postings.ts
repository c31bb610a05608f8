import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BuiltinEngine } from '../builtin/index.ts';
import { stem } from '../builtin/text.ts';
import { checkGeneration, type GenerationFigures, generate, keyStems, termsNamed } from './generation-checks.ts';
import type { GenerationJob } from './generation-jobs.ts';

/*
 * The generation checks on job postings nobody here wrote (decision 680): a sample of SkillSpan
 * (Zhang et al., NAACL 2022, MIT), kept in public-postings/ with its source, licence and the rule that
 * chose it. Postings from the train files are the tuning split; those from the dev files are held out
 * and never tuned on. Key terms are the annotators' Skill and Knowledge spans, not picks of ours.
 */

export const POSTING_SPLITS = ['tuning', 'held-out'] as const;
export type PostingSplit = (typeof POSTING_SPLITS)[number];

export const publicPostingSchema = z.object({
  id: z.string().regex(/^skillspan-(house|tech)-(train|dev)-\d+$/),
  source: z.object({
    file: z.string().regex(/^data\/Skills\/skillspan_(house|tech)_(train|dev)\.conll$/),
    posting: z.number().int().min(1),
  }),
  split: z.enum(POSTING_SPLITS),
  title: z.string().trim().min(1).max(200),
  title_from: z.enum(['posting', 'derived']),
  field: z.string().min(1),
  family: z.string().min(1),
  internal_names: z.array(z.string().min(1)),
  words: z.number().int().positive(),
  key_terms: z.array(z.object({ text: z.string().min(1), kind: z.enum(['skill', 'knowledge']) })).min(1),
  text: z.string().min(1).max(20_000),
});
export type PublicPosting = z.infer<typeof publicPostingSchema>;

export const postingsFileSchema = z
  .object({ source: z.string(), postings: z.array(publicPostingSchema).min(1) })
  .refine((f) => f.postings.every((p) => p.split === (p.source.file.includes('_train') ? 'tuning' : 'held-out')), {
    message: 'A posting from a train file is in the tuning split, one from a dev file is held out',
  });

/** The sample, validated; a file that does not match the schema is refused. The test split is not in it. */
export function loadPublicPostings(
  json = readFileSync(new URL('./public-postings/postings.json', import.meta.url), 'utf8'),
): PublicPosting[] {
  return postingsFileSchema.parse(JSON.parse(json)).postings;
}

/** The placeholder words the company name was turned into; a goal or question repeating them shows a seam. */
export const COMPANY_PLACEHOLDER = 'the company';

export function toGenerationJob(p: PublicPosting): GenerationJob {
  return {
    id: p.id,
    field: p.field,
    family: p.family,
    company: COMPANY_PLACEHOLDER,
    internalNames: p.internal_names,
    keyTerms: p.key_terms.map((k) => k.text),
    job: { title: p.title, job_description: p.text },
  };
}

/** Words that say how much or how well, not what: "strong analytics skills" is named by "analytics". */
const GENERIC = new Set(
  'skill skills experience experienced ability able knowledge good strong excellent solid deep advanced various relevant high level great proven'
    .split(' ')
    .map((w) => stem(w)),
);

/**
 * An annotated span counts as named when the text has its core words (its content-word stems without
 * words of degree like "strong" or "skills"): all of them for a span of up to three core words, and at
 * least 60% of them for a longer span, since the annotators mark whole duties ("develop and implement a
 * growth strategy") that a goal names in fewer words.
 */
export function spansNamed(text: string, terms: string[]): string[] {
  const have = new Set(keyStems(text));
  return terms.filter((t) => {
    const core = keyStems(t).filter((s) => !GENERIC.has(s));
    if (core.length === 0) return false;
    const hits = core.filter((s) => have.has(s)).length;
    return core.length <= 3 ? hits === core.length : hits >= Math.ceil(core.length * 0.6);
  });
}

export interface SplitGeneration {
  split: PostingSplit;
  postings: number;
  fields: string[];
  figures: GenerationFigures;
  /** The share of annotated spans named with every content word present (the team-written postings' rule), mean per posting. */
  strictGoals: number;
  strictQuestions: number;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

export function checkPublicPostings(engine = new BuiltinEngine(), postings = loadPublicPostings()): SplitGeneration[] {
  return POSTING_SPLITS.map((split) => {
    const chosen = postings.filter((p) => p.split === split);
    const runs = generate(engine, chosen.map(toGenerationJob));
    const figures = checkGeneration(runs, spansNamed);
    const strict = runs.map((r) => {
      const goals = termsNamed(r.goals.map((g) => `${g.text}. ${g.description}`).join(' '), r.item.keyTerms).length;
      const questions = termsNamed(r.questions.map((q) => q.text).join(' '), r.item.keyTerms).length;
      return { goals: goals / r.item.keyTerms.length, questions: questions / r.item.keyTerms.length };
    });
    return {
      split,
      postings: chosen.length,
      fields: [...new Set(chosen.map((p) => p.field))],
      figures,
      strictGoals: mean(strict.map((s) => s.goals)),
      strictQuestions: mean(strict.map((s) => s.questions)),
    };
  });
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const kinds = ['title', 'company', 'internal name', 'cut phrase', 'repeated word', 'duplicate'] as const;

/** The public postings' figures beside the team-written postings', one column each. */
export function formatPublicPostings(splits: SplitGeneration[], team: GenerationFigures): string {
  const cols = [{ name: 'team-written', f: team }, ...splits.map((s) => ({ name: s.split, f: s.figures }))];
  const row = (label: string, cell: (f: GenerationFigures, i: number) => string) =>
    `  ${label.padEnd(38)}${cols.map((c, i) => cell(c.f, i).padEnd(16)).join('')}`;
  const meanKey = (f: GenerationFigures, k: 'goals' | 'questions') => mean(f.keyTerms.map((x) => x[k]));
  const minKey = (f: GenerationFigures, k: 'goals' | 'questions') => Math.min(...f.keyTerms.map((x) => x[k]));
  const minutes = (f: GenerationFigures) => f.minutes.map((m) => m.fitted);
  const out = [
    'Generation checks on public postings: SkillSpan (Zhang et al., NAACL 2022; MIT), de-identified English postings;',
    "  key terms are the annotators' Skill and Knowledge spans. Tuning: from the train files; held-out: from the dev files,",
    '  never tuned on. The test split is not used.',
    ...splits.map((s) => `  ${s.split}: ${s.postings} postings, ${s.fields.join(', ')}`),
    row('', (_f, i) => cols[i]!.name),
    row('goal titles without seams', (f) => `${pct(f.cleanGoals)} of ${f.goals}`),
    row('questions without seams', (f) => `${pct(f.cleanQuestions)} of ${f.questions}`),
    ...kinds.map((k) => row(`  seams: ${k}`, (f) => String(f.seams.filter((s) => s.kind === k).length))),
    row('key terms in goals, mean / worst', (f) => `${pct(meanKey(f, 'goals'))} / ${pct(minKey(f, 'goals'))}`),
    row('key terms in questions, mean / worst', (f) => `${pct(meanKey(f, 'questions'))} / ${pct(minKey(f, 'questions'))}`),
    row('  every word present (goals / qs)', (f, i) =>
      i === 0
        ? `${pct(meanKey(f, 'goals'))} / ${pct(meanKey(f, 'questions'))}`
        : `${pct(splits[i - 1]!.strictGoals)} / ${pct(splits[i - 1]!.strictQuestions)}`,
    ),
    row('lines shared, unrelated jobs', (f) => `${pct(f.worstSharedLines)} worst`),
    row('default set minutes, min-max', (f) => `${Math.min(...minutes(f))}-${Math.max(...minutes(f))}`),
  ];
  for (const s of splits)
    for (const seam of s.figures.seams.slice(0, 8)) out.push(`  seam (${s.split}, ${seam.kind}) ${seam.job}: ${seam.text}`);
  return out.join('\n');
}
