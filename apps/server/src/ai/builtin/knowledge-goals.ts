import type { GeneratedGoal, HiringStrategy } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { adjustImportance, type Plan, strategyFor } from './goal-plans.ts';
import { namesOwn } from './phrasing.ts';
import { hireLines, IN_THIS_JOB, quote } from './posting-words.ts';
import { findSkills } from './skill-index.ts';
import { capitalise, clip, contentStems, STOPWORDS } from './text.ts';

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

/** "very strong analytics skills", "solid IT project management skills": up to three words before "skills". */
const SKILLS_OF = /((?:[\w&/+#-]+\s+){0,3})skills\b/gi;
/** Words of degree or praise that open a skill's words but name none of it. */
const DEGREE = new Set(
  'very strong excellent good solid proven great advanced deep sound basic relevant outstanding exceptional superior technical'.split(' '),
);

/**
 * The words before "skills" that name a skill ("analytics"), without degree words or a clause's words
 * before them; `said` with the degree words just before them, as the posting says it ("very strong analytics").
 */
export function skillWords(before: string): { words: string; said: string } | undefined {
  const words = before.trim().split(/\s+/).filter(Boolean);
  let i = words.length - 1;
  // An acronym is a name, not a stop word ("IT project management").
  const stop = (w: string) => DEGREE.has(w.toLowerCase()) || (STOPWORDS.has(w.toLowerCase()) && !/^[A-Z]{2,}$/.test(w));
  while (i >= 0 && !stop(words[i]!)) i--;
  const kept = words.slice(i + 1);
  while (i >= 0 && DEGREE.has(words[i]!.toLowerCase())) i--;
  return kept.length > 0 ? { words: kept.join(' '), said: words.slice(i + 1).join(' ') } : undefined;
}

/**
 * A noun before "skills" stands in the singular ("collaboration skills"); a plural there is the same
 * noun ("collaborations skills"), so it is looked up as its singular too. Words that only look plural
 * ("analytics", "business", "status") keep their form.
 */
export function singularHead(words: string): string {
  return words.replace(/(\w{3,})s$/, (w, head: string) => {
    if (/(ss|us|is|ics)$/i.test(w)) return w;
    if (/ie$/i.test(head)) return `${head.slice(0, -2)}y`;
    if (/(ch|sh|x)e$/i.test(head)) return head.slice(0, -1);
    return head;
  });
}

/** Skills a competency of the knowledge base stands for ("communication skills", "problem-solving skills", "collaborations skills"): no requirement of their own. */
function softSkill(words: string): boolean {
  return [words, singularHead(words)].some((w) => [...findSkills(`${w} skills`).values()].some((h) => h.skill.kind === 'soft'));
}

/** A quote's words without the degree words at its end, which open the next ask ("… (SEO) advanced"). */
function withoutDegree(words: string): string {
  const w = words.trim().split(/\s+/);
  while (w.length > 1 && DEGREE.has(w[w.length - 1]!.toLowerCase())) w.pop();
  return w.join(' ');
}

interface Asked {
  line: string;
  /** Where the asked words start in the line, and where the next ask of the line starts. */
  at: number;
  end?: number;
  field: string;
  title: string;
}

/** What the posting's lines ask the hire to know or be skilled in, in line order. */
function askedFields(profile: JobProfile): Asked[] {
  const out: Asked[] = [];
  for (const line of hireLines(profile, true)) {
    const found: Asked[] = [];
    for (const m of line.matchAll(KNOWS)) {
      const field = quote(m[3]!.trim().replace(STOPS, ''));
      if (field) found.push({ line, at: m.index, field, title: titleOf(m[1]!, m[2]!, field) });
    }
    for (const m of line.matchAll(SKILLS_OF)) {
      const named = skillWords(m[1]!);
      if (!named || softSkill(named.words)) continue;
      const at = m.index + m[1]!.lastIndexOf(named.said);
      found.push({ line, at, field: named.words, title: capitalise(`${named.words} skills`) });
    }
    found.sort((a, b) => a.at - b.at);
    // One ask's quote ends where the next ask of its line starts: "experience in SEO (SEO)", not "… advanced knowledge of …".
    for (const [i, a] of found.entries()) if (found[i + 1]) a.end = found[i + 1]!.at;
    out.push(...found);
  }
  return out;
}

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
  for (const { line, at, end, field, title } of askedFields(profile)) {
    if (plans.length >= max) break;
    if (NOT_A_FIELD.test(field) || field.split(/\s+/).length > 7 || namesOwn(profile, field)) continue;
    const stems = contentStems(field);
    if (stems.length === 0 || stems.filter((x) => have.has(x)).length * 2 >= stems.length) continue;
    const key = stems.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    for (const x of stems) have.add(x);
    const plural = /skills$/.test(title);
    const tool = TECHNICAL.test(field) || (plural && [...findSkills(field).values()].some((h) => h.skill.kind === 'technical'));
    const category = tool ? 'technical' : 'business';
    const hs = strategyFor(profile, category, strategy);
    const words = quote(withoutDegree(line.slice(at, end))) ?? field;
    const goal: GeneratedGoal = {
      text: clip(title, 300),
      description: clip(
        `Brings ${/^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title} and applies ${plural ? 'them' : 'it'} in this work without help, saying where ${plural ? 'they stop' : 'it stops'}. ${IN_THIS_JOB}${words}.`,
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
