import type { JobProfile } from './extract.ts';
import { vars } from './placeholders.ts';
import type { ResolvedGoal } from './resolve-goals.ts';
import type { Duty } from './nlp.ts';
import type { Template } from './kb/index.ts';
import { clip, contentStems, stemSet, unit } from './text.ts';

/*
 * Questions written for one of the job's own duties (a responsibility it lists) rather than from
 * a competency's templates: the duty that fits a goal, the question with its
 * follow-ups and key points, and a 1/3/5 scale written for that duty.
 */

export interface Draft {
  template: Template;
  text: string;
  skills: string[];
  values: Record<string, string>;
  /** Set when the question is written for one of the job's own duties. */
  duty?: Duty;
}

const DUTY_WEAK = new Set(
  contentStems('work team role job skill experience strong good clear year hands leading people cost control safety compliance'),
);

function lowerFirst(t: string): string {
  return /^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

/** The job's duty that best fits a goal, if any shares its subject. */
export function dutyFor(profile: JobProfile, goal: ResolvedGoal, taken: Set<Duty>): Duty | undefined {
  const want = new Set([...contentStems(`${goal.text} ${goal.skills.join(' ')}`)].filter((x) => !DUTY_WEAK.has(x)));
  let best: Duty | undefined;
  let bestN = 0;
  for (const d of profile.duties) {
    if (taken.has(d)) continue;
    let n = 0;
    for (const x of stemSet(d.text)) if (want.has(x)) n++;
    if (n > bestN) {
      best = d;
      bestN = n;
    }
  }
  return best;
}

/** A behavioural or situational question about one duty, with follow-ups and key points for that duty. */
export function dutyDraft(profile: JobProfile, duty: Duty, slot: number, flip = false): Draft {
  const what = lowerFirst(duty.text);
  const object = lowerFirst(duty.object);
  const situational = (unit(`${profile.seed}|duty|${duty.text}`) < 0.4 || slot > 0) !== flip;
  const terms = profile.analysis.skills
    .filter((k) => k.kind === 'technical' && duty.text.toLowerCase().includes(k.name.toLowerCase()))
    .map((k) => k.name);
  const text = situational
    ? `Here you would ${what}. How would you go about it in your first month, and what would you check first?`
    : `Tell us about a time you had to ${what}. What exactly did you do, and how did it turn out?`;
  const template: Template = {
    id: `duty:${duty.text.toLowerCase()}`,
    type: situational ? 'situational' : 'behavioral',
    difficulty: slot === 0 ? 'mid' : 'hard',
    text,
    followups: [
      `What goes wrong most often when you ${what}, and how do you catch it early?`,
      `When you ${what}, how do you check the result meets the standard, and what do you measure?`,
      `What would you do differently the next time you ${duty.verbs[0] ?? 'work on'} ${object}?`,
    ],
    points: situational
      ? [
          `A realistic plan to ${what}`,
          'The first things checked, and who is involved',
          'How the result is checked against the standard',
          'What could go wrong and what they would do then',
        ]
      : [
          `A real example of having to ${what}`,
          'The concrete steps the candidate took',
          'How the result was checked against the standard',
          'The result, with numbers where possible',
        ],
    also: [],
  };
  return { template, text, skills: terms, values: vars(profile), duty };
}

/** A 1/3/5-anchored scale written for the duty, keeping scores 2 and 4 in between. */
export function dutyScale(duty: Duty) {
  const what = lowerFirst(duty.text);
  return [
    {
      score: 1,
      label: 'Insufficient',
      description: clip(`Does not show how to ${what}: empty, off-topic, from another field, or a list of words.`, 1000),
    },
    { score: 2, label: 'Weak', description: clip(`Speaks about the duty to ${what} in general terms only, with no own example.`, 1000) },
    {
      score: 3,
      label: 'Adequate',
      description: clip(
        `A relevant example or plan to ${what}, with some of the steps, but thin on how the result is checked or what came of it.`,
        1000,
      ),
    },
    { score: 4, label: 'Strong', description: clip(`A concrete example of having to ${what}, with own actions and an outcome.`, 1000) },
    {
      score: 5,
      label: 'Exceptional',
      description: clip(
        `A first-hand example or a sure plan to ${what}: the steps, how the result is checked, measurable results, and what they would change.`,
        1000,
      ),
    },
  ];
}

/** Soft competencies whose templates read naturally with a named tool or skill ("explain something about PostgreSQL"). */
