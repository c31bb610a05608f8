import { DUTY_VERBS } from './duties.ts';
import { SKILL_BY_NAME } from './skill-index.ts';
import { listJoin, stemSet } from './text.ts';

/*
 * A skill group's work is done "with" a tool or a technology ("automate tests with Selenium"), not
 * with a practice or method: "plan and deliver projects with stakeholder management" and "automate
 * tests with end-to-end testing" say nothing, or say it twice. A practice is named as what the hire
 * does ("manage stakeholders", "carry out end-to-end testing"); a goal's title does not name a
 * practice its own words already say.
 */

/** The head noun of a practice or method: "management", "testing", "optimization", "analysis". */
const PRACTICE_HEAD = /(?:ing|ment|tion|sion|ance|ence|ysis)$/;
const ACRONYM = /^[A-Z0-9/&+.-]{2,}s?$/;

/** True when a skill names a practice or method rather than a tool or technology ("stakeholder management", "QA", not "Selenium"). */
export function isPractice(name: string): boolean {
  const last = (text: string) => text.toLowerCase().split(/\s+/).at(-1) ?? '';
  if (name.includes(' ') || /^[a-z]/.test(name)) return PRACTICE_HEAD.test(last(name));
  if (!ACRONYM.test(name)) return false;
  // An acronym is what its first spelled-out alias is: "QA" is "quality assurance", "AWS" is "amazon web services".
  const spelled = SKILL_BY_NAME.get(name.toLowerCase())?.aliases.find((a) => a.includes(' '));
  return spelled !== undefined && PRACTICE_HEAD.test(last(spelled));
}

/** True when a skill's own words are already the work's ("project management" in "plan and deliver projects"); a practice's head ("management") is not its own word. */
export function repeatsWork(name: string, work: string): boolean {
  const w = stemSet(work.replace(/\{skills\}/g, ''));
  const words = name.split(/\s+/);
  const own = words.length > 1 && PRACTICE_HEAD.test(words.at(-1)!.toLowerCase()) ? words.slice(0, -1).join(' ') : name;
  return [...stemSet(own)].some((s) => w.has(s));
}

/** "managing" -> "manage", "running" -> "run": the base form of a verb's -ing form the reader knows, if any. */
function baseOf(ing: string): string | undefined {
  if (!/ing$/.test(ing)) return undefined;
  const stem = ing.slice(0, -3);
  return [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].find((v) => v.length > 1 && DUTY_VERBS.has(v));
}

/** A practice as what the hire does: its alias in verb form ("managing stakeholders" -> "manage stakeholders"), else "carry out" or "apply" it. */
export function practiceWork(name: string): string {
  for (const alias of SKILL_BY_NAME.get(name.toLowerCase())?.aliases ?? []) {
    const [first, ...rest] = alias.split(' ');
    const verb = baseOf(first ?? '');
    if (verb && rest.length > 0) return `${verb} ${rest.join(' ')}`;
  }
  return /ing$/.test(name) ? `carry out ${name}` : `apply ${name}`;
}

/**
 * A group goal's title from its "… with {skills}" text, without a practice whose words the title
 * already has: "Project delivery", not "Project delivery with project management"; a tool or another
 * practice stays ("Project delivery with stakeholder management").
 */
export function groupTitle(template: string, skills: string[]): string | undefined {
  const m = /^(.*\S) with \{skills\}$/.exec(template);
  if (!m || skills.length === 0) return undefined;
  const head = m[1]!;
  const named = skills.filter((s) => !(isPractice(s) && repeatsWork(s, head)));
  return named.length > 0 ? `${head} with ${listJoin(named)}` : head;
}
