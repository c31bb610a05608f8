import type { JobProfile } from './extract.ts';
import type { Draft } from './duty-questions.ts';
import type { Template } from './kb/index.ts';
import { vars } from './placeholders.ts';
import { IN_THIS_JOB } from './posting-words.ts';
import type { Variant } from './question-variants.ts';
import type { ResolvedGoal } from './resolve-goals.ts';
import { GROUP_BY_ID } from './skill-index.ts';
import { clip, contentStems, jaccard, stemSet } from './text.ts';

/*
 * A question asked through the posting's own words for a goal (its description's "In this job: …"):
 * a goal about collaboration in a posting that asks for "excellent collaboration skills across levels
 * and roles" is asked about those words, not through an unrelated duty. One sentence each, so two
 * jobs never share its line.
 */

interface QuotePattern {
  id: string;
  type: Template['type'];
  difficulty: Template['difficulty'];
  text: (quote: string) => string;
  points: (quote: string) => string[];
  followups: string[];
  focus: string;
}

const PATTERNS: QuotePattern[] = [
  {
    id: 'quote-example',
    type: 'behavioral',
    difficulty: 'mid',
    text: (q) => `The job description says "${q}": tell us about a time your own work showed this, what you did and what came of it.`,
    points: (q) => [
      `A specific example from their own work of ${q}`,
      'What they did themselves, not only the team',
      'The result, and how they know it',
      'What they would do differently next time',
    ],
    followups: [
      'What would a colleague from that time say you did well, and what less well?',
      'What would you do differently if it happened again?',
    ],
    focus: 'their own part and a result they can show',
  },
  {
    id: 'quote-first-months',
    type: 'situational',
    difficulty: 'mid',
    text: (q) =>
      `The job description says "${q}": which part of that would stretch you most in your first months here, and how would you get on top of it?`,
    points: (q) => [
      `An honest view of which part of ${q} is new or hard for them`,
      'A concrete plan to close the gap',
      'Whom they would ask and what they would check first',
      'How they would know they had got there',
    ],
    followups: ['What have you learned quickly before, and how?', 'Who would you go to first for help with it, and why them?'],
    focus: 'an honest gap and a concrete plan',
  },
];

/** True when a question shares most of its words with one already in the set: the same pattern around a short quote. */
function nearCopy(text: string, texts: string[]): boolean {
  const a = stemSet(text);
  return texts.some((t) => jaccard(a, stemSet(t)) >= NEAR_COPY);
}
/** The share of shared words from which two questions read as one. */
const NEAR_COPY = 0.6;

/** The posting's words a goal's description quotes, if it does. */
export function quoteOf(description: string | null | undefined): string | undefined {
  const at = description?.indexOf(IN_THIS_JOB) ?? -1;
  if (!description || at < 0) return undefined;
  const q = description
    .slice(at + IN_THIS_JOB.length)
    .replace(/[.\s]+$/, '')
    .trim();
  return q.length > 0 ? q : undefined;
}

/** A question about a goal's quoted words, through the n-th pattern (0 or 1). */
export function quoteDraft(profile: JobProfile, quote: string, n: number, also: string[]): Draft {
  const p = PATTERNS[n % PATTERNS.length]!;
  const text = p.text(quote);
  const points = p.points(quote).map((x) => clip(x, 300));
  const lower = text.toLowerCase();
  const skills = profile.analysis.skills
    .filter((k) => k.kind === 'technical' && k.name.length > 1 && lower.includes(k.name.toLowerCase()))
    .map((k) => k.name)
    .slice(0, 4);
  const template: Template = {
    id: `quote:${p.id}:${quote.toLowerCase()}`,
    type: p.type,
    difficulty: p.difficulty,
    text,
    followups: p.followups,
    points,
    also,
  };
  const first = points[0]!.replace(/^./, (c) => c.toLowerCase());
  const scale = [
    { score: 1, label: 'Insufficient', description: 'Does not speak to the words quoted: empty, off-topic, or a list of words.' },
    { score: 2, label: 'Weak', description: 'Agrees with the words in general terms only, with no example or plan of their own.' },
    { score: 3, label: 'Adequate', description: clip(`Gives ${first}, but is thin on ${p.focus}.`, 1000) },
    { score: 4, label: 'Strong', description: clip(`Covers most key points, with ${p.focus}.`, 1000) },
    {
      score: 5,
      label: 'Exceptional',
      description: clip(`Covers every key point with specific evidence: ${p.focus}, and what they would change.`, 1000),
    },
  ];
  return { template, text, skills, values: vars(profile), scale };
}

/**
 * True when a goal is its quote: every word of its title is in the posting's words it quotes ("Experience
 * with cloud deployment tools like Spinnaker", quoting "experience with cloud deployment tools like
 * Spinnaker is beneficial"). Such a goal was written from that line, not from the knowledge base's group
 * its tools fall in.
 */
export function isOwnQuote(goal: ResolvedGoal): boolean {
  if (!goal.quote) return false;
  const said = stemSet(goal.quote);
  const title = contentStems(goal.text);
  return title.length > 0 && title.every((x) => said.has(x));
}

/**
 * A question about the posting's words a goal quotes, once per set: slot 0 of a competency goal or of a
 * goal that is its quote, slot 1 of a skill group's (its first asks about the group's work).
 */
export function quoteDraftFor(
  profile: JobProfile,
  goal: ResolvedGoal,
  slot: number,
  quoted: Set<string>,
  variant: Variant,
  texts: string[],
): Draft | undefined {
  if (!goal.quote || quoted.has(goal.quote.toLowerCase())) return undefined;
  const group = GROUP_BY_ID.has(goal.competency.id) && !isOwnQuote(goal);
  if (slot !== (group ? 1 : 0)) return undefined;
  // A later variant asks through the other pattern; so does a quote whose question would read as a copy of one
  // already in the set (two short quotes through one pattern), and with neither free the goal is asked otherwise.
  const drafts = [0, 1].map((k) => quoteDraft(profile, goal.quote!, slot + variant.n + k, [goal.competency.id]));
  const draft = drafts.find((d) => !variant.repeats(d.text) && !texts.includes(d.text) && !nearCopy(d.text, texts));
  if (!draft) return undefined;
  quoted.add(goal.quote.toLowerCase());
  return draft;
}
