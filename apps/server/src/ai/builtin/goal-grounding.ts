import type { GeneratedGoal } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { clip, contentStems, stemSet } from './text.ts';

/*
 * Grounding goals in the job's own sentences: the clauses a goal can cite, the ones it cites, and
 * the checks that keep a goal from naming people the job never mentions.
 */

/** Words too common in job posts to tie a goal to a sentence. */
const WEAK_STEMS = new Set(
  contentStems('work team role job skill experience ability strong good clear manag support ensur use provid year'),
);

/** The job's own clauses a goal can cite (not the company blurb or the benefits). */
export function citable(profile: JobProfile): string[] {
  return citableStems(profile).map((c) => c.text);
}

const CLAUSE_STEMS = new WeakMap<JobProfile, { text: string; stems: Set<string> }[]>();
/** The citable clauses with their stems, worked out once per profile. */
function citableStems(profile: JobProfile): { text: string; stems: Set<string> }[] {
  let cached = CLAUSE_STEMS.get(profile);
  if (!cached) {
    const texts = [...new Set(profile.reading.clauses.filter((c) => c.section !== 'other').map((c) => c.text))];
    cached = texts.map((text) => ({ text, stems: stemSet(text) }));
    CLAUSE_STEMS.set(profile, cached);
  }
  return cached;
}

/** Up to `max` clauses of the job that share the most subject words with a text, best first; never empty while the job has text. */
export function cite(profile: JobProfile, text: string, max = 2): string[] {
  const want = new Set(contentStems(text).filter((x) => !WEAK_STEMS.has(x)));
  const clauses = citableStems(profile);
  const ranked = clauses
    .map(({ text: c, stems }, i) => {
      let n = 0;
      for (const x of stems) if (want.has(x)) n++;
      return { c, i, n };
    })
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, max)
    .map((x) => clip(x.c, 1000));
  if (ranked.length > 0) return ranked;
  const fallback = profile.duties[0]?.clause ?? clauses[0]?.text;
  return fallback ? [clip(fallback, 1000)] : [];
}

const PEOPLE_SERVED =
  /\b(guests?|patients?|customers?|clients?|students?|pupils?|residents?|shoppers?|users?|travell?ers?|passengers?)\b/gi;

/** A goal written for people the job never mentions ("every guest experience" for a kitchen line). */
export function invents(profile: JobProfile, goal: GeneratedGoal): boolean {
  const named = `${goal.text} ${goal.description} ${goal.reason}`.match(PEOPLE_SERVED) ?? [];
  return named.some((w) => !profile.lowerStems.has(stemSet(w).values().next().value ?? ''));
}

/** True when the job itself speaks of the people a competency's template would name (guests, patients, customers). */
export function mentionsAudience(profile: JobProfile): boolean {
  const words = [
    ...stemSet(profile.domain.audience),
    ...contentStems('customer client guest patient user student visitor resident buyer shopper member public'),
  ];
  const text = stemSet(citable(profile).join(' '));
  return words.some((w) => text.has(w));
}

export function groundGoal(profile: JobProfile, g: GeneratedGoal): GeneratedGoal {
  if (g.sources && g.sources.length > 0) return g;
  const sources = cite(profile, `${g.text} ${g.skills.join(' ')} ${g.description}`);
  return sources.length > 0 ? { ...g, sources } : g;
}
