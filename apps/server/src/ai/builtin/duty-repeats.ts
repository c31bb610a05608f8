import { stem } from './text.ts';

/*
 * Two duties about the same thing: "set up global partnerships with leading wineries" and "develop
 * global partnerships with leading European and South African wineries" name one piece of work twice.
 * The second is said in the first goal's description, so its place goes to another of the posting's
 * requirements instead of a near copy (and near copies of its questions).
 */

/** Words before an object's noun that name no part of it: a particle of the verb, an article, a preposition. */
const LEADING = new Set(
  'up out down off over on in into with to for of by about across the a an all any our their its new existing'.split(' '),
);
/** Where an object's noun phrase ends: "partnerships | with leading wineries", "production | of content". */
const ENDS = new Set('with of in for to on at from into across within regarding through by about while and or that which who'.split(' '));

interface ObjectCore {
  /** The stem of the object's noun: "partnership". */
  head: string;
  /** The stems of the noun phrase, the noun with the words before it: "global", "partnership". */
  words: Set<string>;
}

/** The object's noun phrase up to its first preposition or clause, without a particle or an article before it. */
export function objectCore(object: string): ObjectCore | undefined {
  const tokens = object.toLowerCase().match(/[a-z0-9][a-z0-9'+#/-]*/g) ?? [];
  let i = 0;
  while (i < tokens.length && LEADING.has(tokens[i]!)) i++;
  const phrase: string[] = [];
  for (; i < tokens.length && !ENDS.has(tokens[i]!); i++) phrase.push(tokens[i]!);
  if (phrase.length === 0) return undefined;
  const words = new Set(phrase.map(stem));
  return { head: stem(phrase[phrase.length - 1]!), words };
}

/**
 * True when two duties' objects are the same thing: the same noun with a word before it, and the
 * words of one are all words of the other ("global partnerships" twice; not "end-to-end tests" and
 * "performance tests", nor "prescriptions" and "prescriptions in the pharmacy software").
 */
export function sameObject(a: string, b: string): boolean {
  const x = objectCore(a);
  const y = objectCore(b);
  // A bare noun ("prescriptions") is too general to make two duties one: "prepare prescriptions" and "enter prescriptions" stay.
  if (!x || !y || x.head !== y.head || Math.min(x.words.size, y.words.size) < 2) return false;
  const [small, large] = x.words.size <= y.words.size ? [x.words, y.words] : [y.words, x.words];
  return [...small].every((w) => large.has(w));
}
