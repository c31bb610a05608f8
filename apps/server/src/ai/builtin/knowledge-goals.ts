import type { GeneratedGoal, HiringStrategy } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { adjustImportance, type Plan, strategyFor } from './goal-plans.ts';
import { namesOwn } from './phrasing.ts';
import { hireLines, IN_THIS_JOB, quote } from './posting-words.ts';
import { capitalise, clip, contentStems } from './text.ts';

/*
 * What the hire must know of a field, market or kind of work, as the posting's requirement lines
 * say it ("advanced knowledge of the Scandinavian sports betting market", "experience in growing an
 * E-Commerce business"): a goal in the posting's own words, which takes the place of a general goal
 * the posting never asks for.
 */

/** "knowledge of …", "experience in …", "understanding of …", "background in …", up to punctuation or the next of them. */
const KNOWS =
  /\b(knowledge|understanding|experience|background|expertise)\s+(of|in|within|with)\s+((?:(?!\b(?:knowledge|understanding|experience|background|expertise)\b)[^(),.;:])+)/gi;
/** What is known is a tool or a technology: a technical goal. */
const TECHNICAL = /\b(tools?|technolog\w*|software|platforms?|systems?|languages?|frameworks?|stack|cloud|programming)\b/i;
/** Where what is known stops: a new clause, a preference or a list. */
const STOPS =
  /\s+(?:and\s+(?:you|is|are|has|have|know|a|an)\b|preferably|ideally|is|are|has|have|as well as|e\.g|such as|including|or similar|or equivalent)\b.*$/i;
/** Words that make what is known no field: a number of years, a degree, a language, the job itself. */
const NOT_A_FIELD =
  /^(\d|one|two|three|four|five|a minimum|at least|working|a similar|similar|the role|this role|the following|english|danish|german)\b/i;

/** The goal's title words, with "Knowledge of" or "Experience in" as the posting says it. */
function titleOf(kind: string, preposition: string, field: string): string {
  const head = kind.toLowerCase() === 'understanding' || kind.toLowerCase() === 'expertise' ? 'knowledge' : kind.toLowerCase();
  return capitalise(`${head} ${head === 'knowledge' ? 'of' : preposition.toLowerCase()} ${field}`);
}

/**
 * Up to `max` goals of what the posting says the hire must know, none whose words the other goals
 * already name (`named` are their titles and skills).
 */
export function knowledgePlans(profile: JobProfile, strategy: HiringStrategy, named: string[], max = 2): Plan[] {
  const have = new Set(contentStems(named.join(' ')));
  const plans: Plan[] = [];
  const seen = new Set<string>();
  for (const [line, m] of hireLines(profile, true).flatMap((l) => [...l.matchAll(KNOWS)].map((x) => [l, x] as const))) {
    if (plans.length >= max) break;
    const field = quote(m[3]!.trim().replace(STOPS, ''));
    if (!field || NOT_A_FIELD.test(field) || field.split(/\s+/).length > 7 || namesOwn(profile, field)) continue;
    const stems = contentStems(field);
    if (stems.length === 0 || stems.filter((x) => have.has(x)).length * 2 >= stems.length) continue;
    const key = stems.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const x of stems) have.add(x);
    const category = TECHNICAL.test(field) ? 'technical' : 'business';
    const hs = strategyFor(profile, category, strategy);
    const title = titleOf(m[1]!, m[2]!, field);
    const words = quote(line.slice(m.index)) ?? field;
    const goal: GeneratedGoal = {
      text: clip(title, 300),
      description: clip(
        `Brings ${title.charAt(0).toLowerCase()}${title.slice(1)} and applies it in this work without help, saying where it stops. ${IN_THIS_JOB}${words}.`,
        1000,
      ),
      category,
      importance: adjustImportance(3, category, 'knowledge', hs),
      hiring_strategy: hs,
      priority_order: 1,
      reason: clip(`Chosen because the job asks for it in its own words: "${clip(line, 160)}".`, 1000),
      source: 'generated',
      skills: [],
      sources: [clip(line, 1000)],
    };
    plans.push({ competencyId: `knowledge:${key}`, goal });
  }
  return plans;
}
