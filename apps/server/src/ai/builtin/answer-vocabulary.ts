import type { QuestionInput } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { findSkills, SKILL_BY_NAME, SKILLS } from './skill-index.ts';
import type { ResolvedGoal } from './resolve-goals.ts';
import { answerTerms } from './kb/index.ts';
import { contentStems, sameFamily, stem } from './text.ts';

/*
 * The words an answer is measured against: the job's own subject words, a goal's (its text, skills
 * and aliases, its competency's keywords and answer terms), the question's, and what the question
 * is about beyond its goals. Words any story about any job uses never count.
 */

/**
 * Generic stems: words any story about any job uses. They never make an answer relevant to a goal
 * and never cover a key point on their own ("changed the rota" says nothing about "what changed").
 */
export const GENERIC = new Set(
  (
    'team colleague manager customer client project deadline problem issue fix solution process improve improvement result outcome goal ' +
    'target task responsibility role company work worked working job plan decision report meeting feedback quality error mistake deliver ' +
    'change changed changes risk priority lead support time day week month year hour later afterwards happen happened approach situation ' +
    'handle handled learn learned lesson lessons reason clear specific real good best better biggest hardest serious used use using ' +
    'decide decided differently know knew think people person thing part proud nobody asked went data something someone around first ' +
    'approach together found help helped ask asked show shown say said want wanted need needed keep kept take took last start started ' +
    // Words of a question's frame ("what came of it", "what did you do"): never its subject.
    'come came comes go goes did done doing'
  )
    .split(' ')
    .map(stem),
);

/** The subject vocabulary of a goal: its text, skills and their aliases, and its competency's words. */
export interface Vocabulary {
  stems: Set<string>;
  /** Stem prefixes (competency keywords such as "troubleshoot", "communicat"). */
  prefixes: string[];
}

export const subjectStems = (text: string) => contentStems(text).filter((s) => !GENERIC.has(s));

/** The job's own subject words: its title, required skills, terms, duty objects and skills (nouns, not the verbs any job uses). */
const JOB_VOCABULARY = new WeakMap<JobProfile, Set<string>>();
export function jobVocabulary(profile: JobProfile): Set<string> {
  let cached = JOB_VOCABULARY.get(profile);
  if (!cached) {
    const text = [
      profile.job.title,
      ...(profile.job.required_skills ?? []),
      ...profile.reading.terms.map((t) => t.text),
      ...profile.duties.map((d) => d.object),
      ...profile.analysis.skills.filter((k) => k.kind === 'technical').map((k) => k.name),
    ].join(' ');
    cached = new Set(subjectStems(text));
    // And the subject words of the job's fields of skill (for databases: index, query plan, scan...).
    for (const g of profile.groups) for (const x of competencyStems(g.group.id)) if (!GENERIC.has(x)) cached.add(x);
    JOB_VOCABULARY.set(profile, cached);
  }
  return cached;
}

/** Per competency (bounded by the knowledge base): its subject words and its skills' names and aliases, stemmed. */
const COMPETENCY_STEMS = new Map<string, string[]>();
function competencyStems(id: string): string[] {
  let cached = COMPETENCY_STEMS.get(id);
  if (!cached) {
    const set = new Set(contentStems(answerTerms(id)));
    for (const s of SKILLS) if (s.group === id) for (const a of s.aliases) for (const x of subjectStems(a)) set.add(x);
    cached = [...set];
    COMPETENCY_STEMS.set(id, cached);
  }
  return cached;
}

export function goalVocabulary(goal: ResolvedGoal): Vocabulary {
  const stems = new Set<string>([
    ...subjectStems(goal.text),
    ...subjectStems(goal.competency.name),
    ...competencyStems(goal.competency.id),
    ...subjectStems(goal.skills.join(' ')),
  ]);
  for (const name of goal.skills) for (const a of SKILL_BY_NAME.get(name)?.aliases ?? []) for (const x of subjectStems(a)) stems.add(x);
  const prefixes = goal.competency.keywords.filter((k) => k.length >= 5 && !k.includes(' ') && !GENERIC.has(stem(k)));
  return { stems, prefixes };
}

export function questionVocabulary(question: QuestionInput): Set<string> {
  return new Set(subjectStems(`${question.text} ${(question.expected_response_guidelines?.key_points ?? []).join(' ')}`));
}

/**
 * The question's focus: its own subject words (text and key points) that belong to its goals' vocabulary or
 * to a technical skill it names ("misunderstanding", "communicate" for a question on a misunderstanding,
 * not "caused"); all its own subject words when fewer than two do. A goal's vocabulary is wide ("message",
 * "wrote", "update" for communication) and a story about other work of the job meets it by chance; the
 * question's own words say what it asks about.
 */
export function questionFocus(question: Set<string>, goals: Vocabulary[], skills: Set<string>): Set<string> {
  const core = new Set<string>();
  for (const q of question) {
    if (skills.has(q) || goals.some((v) => v.stems.has(q) || v.prefixes.some((p) => q.startsWith(p)))) core.add(q);
  }
  return core.size >= 2 ? core : question;
}

/** How many of the question's focus words, or words of the technical skills it names, the answer uses. */
export function focusHits(stems: Set<string>, focus: Set<string>, skills: Set<string>): number {
  let n = 0;
  for (const q of focus) {
    if (stems.has(q)) n++;
    else
      for (const s of stems)
        if (sameFamily(s, q)) {
          n++;
          break;
        }
  }
  // A skill the question names is met by its aliases and its field's words too ("consumer lag" for Kafka).
  for (const s of stems) if (!focus.has(s) && skills.has(s)) n++;
  return n;
}

/** The subject words of the technical skills a question names: their names, aliases and their field's words. */
const QUESTION_SKILL_STEMS = new Map<string, Set<string>>();
export function questionSkillStems(question: QuestionInput): Set<string> {
  let cached = QUESTION_SKILL_STEMS.get(question.text);
  if (!cached) {
    cached = new Set<string>();
    for (const h of findSkills(question.text).values()) {
      // Only the tools and fields of skill: a soft skill's vocabulary is the wide one the question's own words must narrow.
      if (h.skill.kind !== 'technical') continue;
      for (const a of [h.skill.name, ...h.skill.aliases]) for (const x of subjectStems(a)) cached.add(x);
      for (const x of competencyStems(h.skill.group)) if (!GENERIC.has(x)) cached.add(x);
    }
    if (QUESTION_SKILL_STEMS.size >= 256) QUESTION_SKILL_STEMS.clear();
    QUESTION_SKILL_STEMS.set(question.text, cached);
  }
  return cached;
}

/** Up to three of the question's focus words, as the question writes them (the longest, in its order). */
export function questionSubject(question: QuestionInput, focus: Set<string>): string[] {
  const seen = new Set<string>();
  const words: { word: string; index: number }[] = [];
  for (const m of question.text.matchAll(/[A-Za-z][A-Za-z'-]*/g)) {
    const w = m[0].toLowerCase();
    const s = subjectStems(w)[0];
    if (!s || s.length < 4 || seen.has(s) || ![...focus].some((q) => sameFamily(s, q))) continue;
    seen.add(s);
    words.push({ word: w, index: m.index ?? 0 });
  }
  return words
    .sort((a, b) => b.word.length - a.word.length || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index)
    .map((x) => `"${x.word}"`);
}

export function hits(stems: Set<string>, ...vocabs: (Vocabulary | Set<string>)[]): number {
  let n = 0;
  for (const s of stems) {
    if (vocabs.some((v) => (v instanceof Set ? v.has(s) : v.stems.has(s) || v.prefixes.some((p) => s.startsWith(p))))) n++;
  }
  return n;
}
