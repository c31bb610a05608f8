import type { JobProfile } from './extract.ts';
import { DUTY_VERBS } from './duties.ts';
import { stemSet } from './text.ts';

/*
 * Duty phrases a hiring manager would not keep as written: a verb that says nothing of the work
 * ("drive", "secure", "improve") with a one-word object ("progress", "implementation", "supply")
 * keeps the short rest of its phrase ("develop strategies to address different user groups") or is
 * no phrase at all; filler adjectives copied from the posting ("relevant stakeholders") and a
 * fragment left where the posting's list was cut ("… across the organization incl") go.
 */

/** Verbs that name no work of their own: what they do is in their object. */
const VAGUE_VERBS = new Set('improve drive secure develop ensure own support achieve enable promote facilitate deliver'.split(' '));
/** Words that say where, not what: a rest of only these adds nothing ("in the organization"). */
const GENERIC = stemSet('organization organisation company business team teams department role work group everyone people area level');
/** Words that start a new clause: a rest ends before them. */
const SUBORDINATE = /^(that|which|who|whom|whose|while|when|where|so|because|after|before|until|if|whereas|as|through|by)$/i;
const DETERMINER = /^(the|a|an|our|their|its|your|all|any|this|these|those)$/i;
/** The most words a rest may add to a title. */
const MAX_REST_WORDS = 6;

/** Adjectives that qualify nothing: "relevant stakeholders" is "stakeholders". */
const FILLER = /\b(?:relevant|various|respective|appropriate|applicable)\s+(?=[A-Za-z])/gi;

/** A phrase without filler adjectives. */
export function withoutFiller(text: string): string {
  return text.replace(FILLER, '').replace(/\s{2,}/g, ' ');
}

/** A rest without the fragment its list was cut at: "across the organization incl" -> "across the organization". */
export function withoutFragment(text: string): string {
  return text.replace(/[\s,;:(]+(?:incl|e\.?g|i\.?e|etc|esp|approx)\.?[\s,;:]*$/i, '').trim();
}

/** True when a word is itself one of the job's skills from the knowledge base (not a term the reader found): "observability". */
function namesSkill(profile: JobProfile, word: string): boolean {
  const want = [...stemSet(word)].join(' ');
  if (want === '') return false;
  const same = (text: string | undefined) => text !== undefined && [...stemSet(text)].join(' ') === want;
  return profile.analysis.skills.some(
    (s) => !['job', 'tools', 'certification', 'custom'].includes(s.group ?? '') && (same(s.name) || same(s.matched)),
  );
}

/** True when a duty says nothing of the work on its own: only vague verbs and one word of object that names no skill. */
export function isVague(profile: JobProfile, verbs: string[], object: string): boolean {
  if (!verbs.every((v) => VAGUE_VERBS.has(v))) return false;
  const words = object.split(/\s+/).filter((w) => w.length > 0 && !DETERMINER.test(w));
  return words.length === 1 && !namesSkill(profile, words[0]!);
}

/**
 * The words of a rest that belong to a vague duty's title: up to a comma, a clause ("that …", "after …")
 * or a purpose after them ("… into new languages to ensure that …"); a purpose that opens the rest is its
 * own ("to address different user groups"). Undefined when they are too many, or say only where.
 */
export function titleRest(rest: string): { words: string; after: string } | undefined {
  const tokens = withoutFragment(rest).split(/\s+/).filter(Boolean);
  let n = 0;
  for (; n < tokens.length; n++) {
    const w = tokens[n]!;
    if (n > 0 && (SUBORDINATE.test(w) || (w === 'to' && DUTY_VERBS.has((tokens[n + 1] ?? '').toLowerCase())))) break;
    if (/[,;:]$/.test(w)) {
      n++;
      break;
    }
  }
  const words = tokens
    .slice(0, n)
    .join(' ')
    .replace(/[,;:]+$/, '');
  if (n === 0 || n > MAX_REST_WORDS) return undefined;
  if (![...stemSet(words)].some((s) => !GENERIC.has(s))) return undefined;
  return { words, after: tokens.slice(n).join(' ') };
}
