import type { JobProfile } from './extract.ts';
import { COMPETENCY_PATTERNS, GOAL_WORD_PATTERNS, type QuestionPattern as Pattern, TECHNICAL_PATTERNS, type Template } from './kb/index.ts';
import type { Duty } from './nlp.ts';
import type { DutyPhrase } from './phrasing.ts';
import { vars } from './placeholders.ts';
import { questionPhrases } from './skill-phrases.ts';
import type { ResolvedGoal } from './resolve-goals.ts';
import { DUTY_VERBS } from './duties.ts';
import { asWritten } from './posting-spelling.ts';
import { GROUP_BY_ID, SKILL_BY_NAME } from './skill-index.ts';
import { isPractice, repeatsWork } from './skill-kinds.ts';
import { capitalise, clip, contentStems, listJoin, seededOrder, stemSet } from './text.ts';

/*
 * Questions written for one of the job's own duties rather than from a competency's templates:
 * the duty that fits a goal, the pattern that asks about it through the goal's competency, and a
 * 1/3/5 scale written for that question.
 */

/**
 * A pattern's text for one duty: {duty} is its verb phrase ("place IV catheters"), {object} its
 * object ("IV catheters"). One pass, so words of the job that look like a placeholder stay as written.
 */
export function fillDuty(text: string, p: DutyPhrase): string {
  return text.replace(/(?:\b(with|to|in|on|for|of|at|from|about) )?\{(duty|object)\}/g, (_, before: string | undefined, key: string) =>
    key === 'duty' ? `${before ? `${before} ` : ''}${p.base}` : before ? `${before} ${objectAfter(p.object)}` : p.object,
  );
}

/** The object after a preposition of the pattern: its own preposition goes ("a problem with on QC failures" reads "a problem with QC failures"). */
export function objectAfter(object: string): string {
  return object.replace(/^(?:with|to|in|on|for|of|at|from|about|into|across|within|regarding) (?=\S)/i, '');
}

/** Tools a group's work names together in one question, at most: more reads as a list, not a question. */
export const TOOLS_PER_QUESTION = 3;

/**
 * A skill group goal's phrase with the group's tools the goal covers, as the posting writes them: "run
 * and automate infrastructure on Docker, CircleCI and Jenkins", not "… on Docker" alone while the goal
 * names three. A later slot names the tools the first left out, when there are any. Only a phrase of the
 * group's own work widens (a duty of the job keeps its words), and only with tools: a practice ("CI/CD",
 * "stakeholder management") is work the hire does, not what the work is done with.
 */
export function withGroupTools(profile: JobProfile, goal: ResolvedGoal, phrase: DutyPhrase, slot: number): DutyPhrase {
  const group = GROUP_BY_ID.get(goal.competency.id);
  if (!group || phrase.rest !== '' || phrase.base !== group.work.replace('{skills}', phrase.object)) return phrase;
  const tools = [phrase.object, ...goal.skills.filter((s) => s !== phrase.object)].filter(
    (s) => !isPractice(s) && !repeatsWork(s, group.work) && !SKILL_BY_NAME.get(s.toLowerCase())?.credential,
  );
  if (tools.length < 2) return phrase;
  const from = slot > 0 && tools.length > TOOLS_PER_QUESTION ? TOOLS_PER_QUESTION : 0;
  const named = tools.slice(from, from + TOOLS_PER_QUESTION).map((s) => asWritten(profile, s, false));
  const object = listJoin(named);
  return { ...phrase, base: group.work.replace('{skills}', object), object };
}

/** Words of a duty's rest a question carries, at most. */
export const QUESTION_REST_WORDS = 6;
const OPENS_OBJECT = /^(?:on|in|for|to|with|up|out|the|a|an|all|any|each|every|their|them|it|its|new)$/i;
const REST_PREPOSITION = /^(?:on|in|for|to|with|across|after|under|of|within|from|at|during|into|through|throughout|before)$/i;

/**
 * A duty as a question asks it: with its rest when that is one short phrase of what the work is on or
 * for ("run daily quality control and calibration on chemistry analyzers", "prepare exhibits and witness
 * binders for each deposition and trial"), which the goal's description names and the question would
 * otherwise drop. Not a rest with a name the knowledge base does not know (the employer's
 * own system may be one: "in Bloomerang"), that is a second ask ("to define and implement …", "and work closely with
 * …"), a list, a verb's "-ing" form, the employer ("our", "we"), nor one the posting goes on after
 * without punctuation ("to rapid response" of "to rapid response and code blue calls"), nor one the phrase
 * does not run into ("to account executives" of "find expansion opportunities and hand them to account executives").
 */
export function withShortRest(profile: JobProfile, phrase: DutyPhrase): DutyPhrase {
  const rest = phrase.rest.trim();
  const words = rest.split(/\s+/);
  if (rest === '' || words.length > QUESTION_REST_WORDS || !REST_PREPOSITION.test(words[0]!)) return phrase;
  // A verb after "to", "and" or "or" opens a second ask; an "-ing" form is a clause of its own.
  const verbAfter = [...rest.matchAll(/\b(?:to|and|or)\s+(\w+)/gi)].some((m) => DUTY_VERBS.has(m[1]!.toLowerCase()));
  if (/[,;:()]/.test(rest) || verbAfter || words.some((w, i) => i > 0 && /ing$/i.test(w))) return phrase;
  if (words.some((w) => /^(?:we|our|us|you|your)$/i.test(w))) return phrase;
  // A name the knowledge base does not know may be the employer's own system ("in Bloomerang"), which the candidate cannot know.
  let unnamed = rest;
  for (const k of profile.analysis.skills)
    if (k.group && GROUP_BY_ID.has(k.group)) for (const w of [k.matched, k.name]) if (w) unnamed = unnamed.split(w).join(' ');
  if (/\b[A-Z]/.test(unnamed)) return phrase;
  // The rest follows the phrase's own last word in the posting ("find expansion opportunities and hand them to …" has words between).
  const clause = phrase.duty.clause;
  const at = clause.indexOf(rest);
  const last = phrase.base.split(/\s+/).at(-1)!.toLowerCase();
  if (at < 0 || !clause.slice(0, at).trimEnd().toLowerCase().endsWith(last)) return phrase;
  // The posting ends the rest there: punctuation, the clause's end, or a verb that plainly opens the next duty, being
  // followed by a preposition, an article or a pronoun ("… on chemistry analyzers and act on …"; not "… and code blue calls").
  const next = /^\s*(?:$|[.,;:!?)]|(?:and|or|then)\s+(\w+)\s+(\w+))/.exec(clause.slice(at + rest.length));
  if (!next) return phrase;
  if (next[1] !== undefined && !(DUTY_VERBS.has(next[1].toLowerCase()) && OPENS_OBJECT.test(next[2]!))) return phrase;
  return { ...phrase, base: `${phrase.base} ${rest}`, rest: '' };
}

/** The patterns of the first word in GOAL_WORD_PATTERNS that a goal's text contains. */
function goalWordPatterns(text: string): Pattern[] | undefined {
  const lower = text.toLowerCase();
  return Object.entries(GOAL_WORD_PATTERNS).find(([word]) => lower.includes(word))?.[1];
}

export interface Draft {
  template: Template;
  text: string;
  skills: string[];
  values: Record<string, string>;
  /** Set when the question is written for one of the job's own duties. */
  duty?: Duty;
  /** The 1/3/5-anchored scale written for this question. */
  scale?: { score: number; label: string; description: string }[];
}

const PEOPLE_VERBS = new Set(['mentor', 'train', 'coach', 'supervise', 'teach', 'precept', 'lead', 'manage']);

const WEAK = new Set(
  contentStems('work team role job skill experience strong good clear year hands leading people cost control safety compliance'),
);

const CLAUSE_STEMS = new WeakMap<DutyPhrase, Set<string>>();
function clauseStems(p: DutyPhrase): Set<string> {
  let hit = CLAUSE_STEMS.get(p);
  if (!hit) {
    hit = stemSet(p.duty.clause);
    CLAUSE_STEMS.set(p, hit);
  }
  return hit;
}

/** The job's duty phrase that best fits a goal: its own duty for a duty goal, else the one sharing most subject words, else one the goal's competency speaks of. */
export function phraseFor(profile: JobProfile, goal: ResolvedGoal, taken: Set<DutyPhrase>): DutyPhrase | undefined {
  const phrases = questionPhrases(profile);
  if (phrases.length === 0) return undefined;
  const own = phrases.find((p) => p.title === goal.text && !taken.has(p));
  if (own) return own;
  const want = new Set([...contentStems(`${goal.text} ${goal.skills.join(' ')}`)].filter((x) => !WEAK.has(x)));
  const keywords = goal.competency.keywords ?? [];
  let best: DutyPhrase | undefined;
  let bestN = 0;
  for (const p of phrases) {
    if (taken.has(p)) continue;
    let n = 0;
    for (const x of clauseStems(p)) if (want.has(x)) n += 2;
    const clause = p.duty.clause.toLowerCase();
    for (const k of keywords) if (clause.includes(k)) n += 1;
    if (n > bestN) {
      best = p;
      bestN = n;
    }
  }
  // A soft goal with no duty of its own speaks through a duty no other question has used yet.
  return best ?? phrases.find((p) => !taken.has(p));
}

/** The patterns a goal's questions can take, its own lens first. */
export function patternsFor(goal: ResolvedGoal, slot: number): Pattern[] {
  const id = goal.competency.id;
  const soft = COMPETENCY_PATTERNS[id] ?? goalWordPatterns(goal.text);
  const technical = goal.category === 'technical' || !soft;
  if (technical) {
    // A technical goal's second question asks how the hire works at it: owning, checking, solving.
    const second = ['problem_solving', 'detail', 'ownership', 'resilience', 'adaptability'].flatMap((c) => COMPETENCY_PATTERNS[c]!);
    return slot === 0 ? [...TECHNICAL_PATTERNS, ...second] : [...second, ...TECHNICAL_PATTERNS];
  }
  return slot === 0 ? [...soft, ...TECHNICAL_PATTERNS.filter((p) => p.type !== 'technical')] : [...TECHNICAL_PATTERNS, ...soft];
}

/** The pattern for a goal's slot: not yet used in the set, spread by seed so jobs differ. */
export function pickPattern(goal: ResolvedGoal, slot: number, used: Set<string>, seed: string, phrase?: DutyPhrase): Pattern | undefined {
  const all = patternsFor(goal, slot);
  // "Teach a colleague to mentor engineers" asks two things at once: a duty about people is asked about directly.
  const aboutPeople = phrase?.duty.verbs.some((v) => PEOPLE_VERBS.has(v)) ?? false;
  const own = all.filter((p) => !used.has(p.id) && !(aboutPeople && (p.id === 'teach' || p.id === 'recovery')));
  if (own.length === 0) return undefined;
  // The goal's own lens stays first; the technical patterns rotate by seed.
  const firstSoft = own[0] && !TECHNICAL_PATTERNS.includes(own[0]) ? [own[0]] : [];
  const rest = seededOrder(
    own.filter((p) => !firstSoft.includes(p)),
    seed,
    (p) => p.id,
  );
  return [...firstSoft, ...rest][0];
}

/** A question about one duty through one pattern, with its follow-ups, key points and scale. */
export function dutyDraft(profile: JobProfile, phrase: DutyPhrase, pattern: Pattern): Draft {
  // "a problem with with senior stakeholders": a preposition of the pattern and of the duty is written once.
  const once = (t: string) => t.replace(/\b(with|to|in|on|for|of|at|from|about) \1\b/gi, '$1');
  const text = once(capitalise(fillDuty(pattern.text, phrase)));
  const lower = text.toLowerCase();
  const skills = profile.analysis.skills
    .filter((k) => k.kind === 'technical' && k.name.length > 1 && lower.includes(k.name.toLowerCase()))
    .map((k) => k.name)
    .slice(0, 4);
  const points = pattern.points.map((x) => clip(once(capitalise(fillDuty(x, phrase))), 300));
  const template: Template = {
    id: `duty:${pattern.id}:${phrase.base.toLowerCase()}`,
    type: pattern.type,
    difficulty: pattern.difficulty,
    text,
    // Every question keeps a follow-up in the duty's own words.
    followups: [
      ...new Set([...pattern.followups.map((f) => fillDuty(f, phrase)), `What would you do differently the next time you ${phrase.base}?`]),
    ],
    points,
    also: pattern.also,
  };
  return { template, text, skills, values: vars(profile), duty: phrase.duty, scale: dutyScale(phrase, pattern, points) };
}

/** A 1/3/5-anchored scale in the job's terms for one question, with 2 and 4 between. */
export function dutyScale(phrase: DutyPhrase, pattern: Pattern, points: string[]) {
  const what = phrase.base;
  const first = (points[0] ?? what).replace(/^./, (c) => c.toLowerCase());
  return [
    {
      score: 1,
      label: 'Insufficient',
      description: clip(`Does not answer how they ${what}: empty, off-topic, from another field, or a list of words.`, 1000),
    },
    {
      score: 2,
      label: 'Weak',
      description: clip(`Speaks about ${objectAfter(phrase.object)} in general terms only, with no example or steps of their own.`, 1000),
    },
    {
      score: 3,
      label: 'Adequate',
      description: clip(`Gives ${first}, covering some key points, but is thin on ${pattern.focus}.`, 1000),
    },
    {
      score: 4,
      label: 'Strong',
      description: clip(`Covers most key points for having to ${what}, with their own actions and ${pattern.focus}.`, 1000),
    },
    {
      score: 5,
      label: 'Exceptional',
      description: clip(
        `Covers every key point with specific evidence from having to ${what}: ${pattern.focus}, a measurable result, and what they would change.`,
        1000,
      ),
    },
  ];
}
