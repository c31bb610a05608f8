import type { GeneratedGoal, GeneratedQuestion, GoalInput } from '@hiring/shared/ai';
import { DEFAULT_INTERVIEW_LENGTH, fitQuestionsToLength, totalMinutes } from '@hiring/shared/question-length';
import { BuiltinEngine } from '../builtin/index.ts';
import { jaccard, STOPWORDS, stem, stemSet } from '../builtin/text.ts';
import { GENERATION_JOBS, type GenerationJob } from './generation-jobs.ts';

/*
 * Checks on what the engine writes (npm run eval:ai): goal titles and questions free of seams (the
 * job title, the company, a phrase cut mid-term, the employer's internal names, the same question
 * twice with another noun), the job's key terms in its goals and questions, lines shared between
 * unrelated jobs, and the default set's minutes.
 */

/** Words that cannot end a phrase: a title or a sentence ending on one was cut. */
const DANGLING = new Set(
  (
    'a an the and or of to in at for with by from as into onto via per than that which who whose while whereas ' +
    'behind beyond between among around toward towards without against along beside near upon despite'
  ).split(' '),
);
/** Words that may follow a phrase in the job's text without the phrase being cut before them. */
const FOLLOWERS = new Set([
  ...DANGLING,
  'on',
  ...'is are be will so across using under within during before after each every all our your their its when where if through including like until because'.split(
    ' ',
  ),
]);
const LEVEL_WORDS = /\b(senior|junior|lead|principal|staff|trainee|sr|jr)\b/g;

const words = (t: string) => t.toLowerCase().match(/[a-z0-9][a-z0-9+#'-]*/g) ?? [];

/** The job title, and each of its parts between commas and dashes without level words, of two words or more: a field word alone ("payroll") is no title. */
function titlePhrases(title: string): string[] {
  const parts = title.split(/\s*[,–—(]\s*|\s+-\s+/).map((p) => p.replace(LEVEL_WORDS, ' ').replace(/\s+/g, ' ').trim().toLowerCase());
  return [...new Set([title.toLowerCase().replace(/\s+/g, ' ').trim(), ...parts])].filter((p) => words(p).length >= 2);
}

/** True when a text carries the job's title (whole, or a two-word-or-longer part of it). */
export function carriesTitle(text: string, title: string): boolean {
  const t = ` ${words(text).join(' ')} `;
  return titlePhrases(title).some((p) => t.includes(` ${words(p).join(' ')} `));
}

/** True when a text names one of the given names (company, internal systems), as whole words. */
export function namesAny(text: string, names: string[]): boolean {
  return names.some((n) => new RegExp(`(^|[^A-Za-z0-9])${n.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i').test(text));
}

/**
 * True when a phrase was cut: it ends on a word that cannot end one ("… and work."), or its last
 * words stand in the job's text only as the front of a longer term ("scaling and root" of "scaling
 * and root planing").
 */
export function isCut(phrase: string, jobText: string): boolean {
  const parts = phrase
    .split(/[.?!:;]\s*/)
    .map((p) => words(p))
    .filter((w) => w.length > 0);
  // "… that nobody asked you to." leaves its verb understood: a "to" after a pronoun or such a verb ends a sentence well.
  const elided = (w: string[]) =>
    w.at(-1) === 'to' && /^(you|me|us|them|him|her|asked|want|wanted|need|needed|have|had|used|going|able|meant)$/.test(w.at(-2) ?? '');
  if (parts.some((w) => DANGLING.has(w.at(-1)!) && !elided(w))) return true;
  const last = parts.at(-1);
  if (!last || last.length < 2) return false;
  // The last three words as the job writes them, or the last two when the phrase changed the verb's form ("implements").
  const hitsOf = (tail: string[], before = '') => {
    const re = new RegExp(`(?<![a-z0-9])${before}${tail.map(escapeRe).join('[^a-z0-9]+')}([^a-z0-9]*)([a-z0-9][a-z0-9+#'-]*)?`, 'g');
    return [...jobText.toLowerCase().matchAll(re)];
  };
  let tail = last.slice(-3);
  let hits = hitsOf(tail);
  if (hits.length === 0 && last.length >= 3) {
    // The word before them in the job has the phrase's word's stem ("implement" for "implements").
    const prev = stem(last.at(-3)!);
    tail = last.slice(-2);
    hits = hitsOf(tail, `${escapeRe(prev)}[a-z]*[^a-z0-9]+`);
  }
  // Cut only when every time the job says these words, its term goes on after them.
  return (
    hits.length > 0 &&
    hits.every((m) => {
      const next = m[2] ?? '';
      // A modifier after the phrase ("… deductions accurately", "instruction tailored to") does not cut it.
      // A hyphen glued to both words ("end-to-end") goes on with the term; one set apart does not.
      const glued = m[1] === '-';
      return (
        (glued || !/[,.;:()/\n–-]/.test(m[1] ?? '')) &&
        next !== '' &&
        !FOLLOWERS.has(next) &&
        !(/(ly|ed)$/.test(next) && !/^(and|or)$/.test(tail.at(-2) ?? ''))
      );
    })
  );
}

const escapeRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when a text writes the same word twice in a row ("a problem with with senior stakeholders"). */
export function repeatsWord(text: string): boolean {
  return /\b([a-z]+)\s+\1\b/i.test(text);
}

/** A question's words with the job's skill names masked: two questions that differ only in the noun read the same. */
function shape(text: string, skills: string[]): Set<string> {
  let t = text.toLowerCase();
  for (const s of [...skills].sort((a, b) => b.length - a.length)) t = t.split(s.toLowerCase()).join(' ');
  return stemSet(t);
}

/** Pairs of questions in a set that ask the same thing with a different noun (or the same text). */
export function duplicatedQuestions(texts: string[], skills: string[]): [string, string][] {
  const shapes = texts.map((t) => shape(t, skills));
  const out: [string, string][] = [];
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) if (jaccard(shapes[i]!, shapes[j]!) >= 0.7) out.push([texts[i]!, texts[j]!]);
  return out;
}

export const keyStems = (t: string) => [
  ...new Set(
    words(t)
      .filter((w) => !STOPWORDS.has(w))
      .map((w) => stem(w)),
  ),
];

/** The key terms a text names: a term counts when all its words are there (stems, any order). */
export function termsNamed(text: string, terms: string[]): string[] {
  const have = new Set(keyStems(text));
  return terms.filter((k) => keyStems(k).every((x) => have.has(x)));
}

/** The lines of a question set: each sentence, lower case, with the job's own skills masked. */
export function lines(questions: { text: string }[], skills: string[]): Set<string> {
  const out = new Set<string>();
  for (const q of questions)
    for (const s of q.text.split(/(?<=[.?!])\s+/)) {
      let t = s.toLowerCase();
      for (const k of [...skills].sort((a, b) => b.length - a.length)) t = t.split(k.toLowerCase()).join('{skill}');
      out.add(t.replace(/\s+/g, ' ').trim());
    }
  return out;
}

/** Share of lines two sets have in common, over the smaller set. */
export function sharedShare(a: Set<string>, b: Set<string>): number {
  const n = [...a].filter((x) => b.has(x)).length;
  return n / Math.max(1, Math.min(a.size, b.size));
}

export interface JobGeneration {
  item: GenerationJob;
  goals: GeneratedGoal[];
  /** The set as written, and as fitted to the default interview length. */
  questions: GeneratedQuestion[];
  fitted: GeneratedQuestion[];
  skills: string[];
}

export function generate(engine = new BuiltinEngine(), jobs = GENERATION_JOBS): JobGeneration[] {
  return jobs.map((item) => {
    const goals = engine.generateGoalsSync(item.job).goals;
    const inputs: GoalInput[] = goals.map((g, i) => ({ ...g, id: i + 1 }));
    const set = engine.generateQuestionsSync(item.job, inputs);
    const fit = fitQuestionsToLength(
      set.questions,
      inputs.map((g) => String(g.id)),
      DEFAULT_INTERVIEW_LENGTH,
    );
    const skills = engine.analyzeJobSync(item.job).skills.map((s) => s.name);
    return { item, goals, questions: set.questions, fitted: fit.ok ? fit.questions : set.questions, skills };
  });
}

export interface Seam {
  job: string;
  kind: 'title' | 'company' | 'internal name' | 'cut phrase' | 'repeated word' | 'duplicate';
  text: string;
}

export interface GenerationFigures {
  jobs: number;
  goals: number;
  questions: number;
  /** Share of goal titles, and of questions, with no seam. */
  cleanGoals: number;
  cleanQuestions: number;
  seams: Seam[];
  /** Per job: the share of its key terms named in its goals and in its questions. */
  keyTerms: { job: string; goals: number; questions: number; missingInGoals: string[]; missingInQuestions: string[] }[];
  worstSharedLines: number;
  worstPair: string;
  /** Minutes of each job's default set after fitting to the default length. */
  minutes: { job: string; written: number; fitted: number }[];
}

/** How a text is judged to name key terms: the team's six short terms per job are named when all their words are there. */
export type TermMatcher = (text: string, terms: string[]) => string[];

export function checkGeneration(runs: JobGeneration[] = generate(), named: TermMatcher = termsNamed): GenerationFigures {
  const seams: Seam[] = [];
  let goals = 0;
  let questions = 0;
  let dirtyGoals = 0;
  let dirtyQuestions = 0;
  const keyTerms: GenerationFigures['keyTerms'] = [];
  for (const r of runs) {
    const { item } = r;
    const text = `${item.job.title}\n${item.job.job_description}`;
    for (const g of r.goals) {
      goals++;
      const found: Seam[] = [];
      if (carriesTitle(g.text, item.job.title)) found.push({ job: item.id, kind: 'title', text: g.text });
      if (namesAny(g.text, [item.company])) found.push({ job: item.id, kind: 'company', text: g.text });
      if (namesAny(g.text, item.internalNames)) found.push({ job: item.id, kind: 'internal name', text: g.text });
      if (isCut(g.text, text)) found.push({ job: item.id, kind: 'cut phrase', text: g.text });
      if (repeatsWord(g.text)) found.push({ job: item.id, kind: 'repeated word', text: g.text });
      if (found.length > 0) dirtyGoals++;
      seams.push(...found);
    }
    const dupes = duplicatedQuestions(
      r.questions.map((q) => q.text),
      r.skills,
    );
    const duped = new Set(dupes.map((d) => d[1]));
    for (const [, b] of dupes) seams.push({ job: item.id, kind: 'duplicate', text: b });
    for (const q of r.questions) {
      questions++;
      const found: Seam[] = [];
      if (carriesTitle(q.text, item.job.title)) found.push({ job: item.id, kind: 'title', text: q.text });
      if (namesAny(q.text, [item.company, ...item.internalNames])) found.push({ job: item.id, kind: 'internal name', text: q.text });
      if (isCut(q.text, text)) found.push({ job: item.id, kind: 'cut phrase', text: q.text });
      if (repeatsWord(q.text)) found.push({ job: item.id, kind: 'repeated word', text: q.text });
      if (found.length > 0 || duped.has(q.text)) dirtyQuestions++;
      seams.push(...found);
    }
    const goalText = r.goals.map((g) => `${g.text}. ${g.description}`).join(' ');
    const questionText = r.questions.map((q) => q.text).join(' ');
    const inGoals = named(goalText, item.keyTerms);
    const inQuestions = named(questionText, item.keyTerms);
    keyTerms.push({
      job: item.id,
      goals: inGoals.length / item.keyTerms.length,
      questions: inQuestions.length / item.keyTerms.length,
      missingInGoals: item.keyTerms.filter((k) => !inGoals.includes(k)),
      missingInQuestions: item.keyTerms.filter((k) => !inQuestions.includes(k)),
    });
  }
  let worstSharedLines = 0;
  let worstPair = '';
  const sets = runs.map((r) => lines(r.questions, r.skills));
  for (let i = 0; i < runs.length; i++)
    for (let j = i + 1; j < runs.length; j++) {
      if (runs[i]!.item.family === runs[j]!.item.family) continue;
      const s = sharedShare(sets[i]!, sets[j]!);
      if (s > worstSharedLines) {
        worstSharedLines = s;
        worstPair = `${runs[i]!.item.id} / ${runs[j]!.item.id}`;
      }
    }
  return {
    jobs: runs.length,
    goals,
    questions,
    cleanGoals: goals === 0 ? 1 : 1 - dirtyGoals / goals,
    cleanQuestions: questions === 0 ? 1 : 1 - dirtyQuestions / questions,
    seams,
    keyTerms,
    worstSharedLines,
    worstPair,
    minutes: runs.map((r) => ({ job: r.item.id, written: totalMinutes(r.questions), fitted: totalMinutes(r.fitted) })),
  };
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function formatGeneration(f: GenerationFigures): string {
  const minKey = (k: 'goals' | 'questions') => Math.min(...f.keyTerms.map((x) => x[k]));
  const out = [
    `Generation checks (${f.jobs} postings from ${f.jobs} fields, written by this team for testing; not public data)`,
    `  goal titles without seams      ${pct(f.cleanGoals)} of ${f.goals}`,
    `  questions without seams        ${pct(f.cleanQuestions)} of ${f.questions}`,
    `  key terms in goals (worst job)     ${pct(minKey('goals'))}   (aim ≥ 50%)`,
    `  key terms in questions (worst job) ${pct(minKey('questions'))}   (aim ≥ 50%)`,
    `  lines shared, unrelated jobs   ${pct(f.worstSharedLines)} worst (${f.worstPair || 'none'})   (aim ≤ 10%)`,
    `  default set minutes            ${f.minutes.map((m) => m.fitted).join(', ')}   (aim 30–45)`,
  ];
  for (const s of f.seams.slice(0, 12)) out.push(`  seam (${s.kind}) ${s.job}: ${s.text}`);
  for (const k of f.keyTerms)
    if (k.goals < 0.5 || k.questions < 0.5)
      out.push(`  ${k.job}: missing in goals ${k.missingInGoals.join(', ')}; in questions ${k.missingInQuestions.join(', ')}`);
  return out.join('\n');
}
