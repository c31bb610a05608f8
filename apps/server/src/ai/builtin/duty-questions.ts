import type { JobProfile } from './extract.ts';
import { COMPETENCY_PATTERNS, GOAL_WORD_PATTERNS, type QuestionPattern as Pattern, TECHNICAL_PATTERNS, type Template } from './kb/index.ts';
import type { Duty } from './nlp.ts';
import type { DutyPhrase } from './phrasing.ts';
import { vars } from './placeholders.ts';
import { questionPhrases } from './skill-phrases.ts';
import type { ResolvedGoal } from './resolve-goals.ts';
import { capitalise, clip, contentStems, seededOrder, stemSet } from './text.ts';

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
