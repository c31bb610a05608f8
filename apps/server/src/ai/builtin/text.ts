/** Small, allocation-light text helpers shared by the builtin engine. */

/** FNV-1a 32-bit: a stable hash to seed deterministic choices. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic order of items, driven by a seed string. */
export function seededOrder<T>(items: readonly T[], seed: string, key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, k: hash(`${seed}|${key(item)}`) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.item);
}

/** A deterministic number in [0, 1) from a seed string. */
export function unit(seed: string): number {
  return hash(seed) / 0x100000000;
}

export const STOPWORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing ' +
    'down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor ' +
    'not now of off on once only or other our ours out over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will with would you your yours us etc via per ' +
    'tell time describe walk give example one two three first next new really thing things lot get got make made well way ' +
    'would could should might must shall may also much many like just'
  ).split(' '),
);

const WORD = /[a-z0-9][a-z0-9'+#-]*/g;

/**
 * Crude suffix stripper: removes at most one common English suffix, so plurals and simple verb
 * forms meet ("queries"/"query" -> "quer", "trained"/"training" -> "train"). It is not a real
 * stemmer: "communicated" gives "communicat" but "communication" gives "communic", so derived
 * nouns and verbs do not always meet; the scorer's keyword prefixes cover those cases.
 */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length <= 4) return w;
  for (const suffix of [
    'ational',
    'ation',
    'ition',
    'ments',
    'ment',
    'ness',
    'ings',
    'ing',
    'ies',
    'ied',
    'ers',
    'er',
    'ed',
    'ly',
    'es',
    's',
    'e',
    'y',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** Lowercase content-word stems of a text (stop words removed). */
export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const w = m[0].replace(/-+$/, '');
    if (w.length < 3 || STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

export function stemSet(text: string): Set<string> {
  return new Set(contentStems(text));
}

/** Jaccard similarity of two stem sets. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/** Whether two names share a whole word ("AWS" and "AWS Lambda"; "end-to-end tests" and "end-to-end testing"), case aside. */
export function sharesWord(a: string, b: string): boolean {
  const have = new Set(b.toLowerCase().split(/[^a-z0-9+#]+/));
  return a
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .some((w) => w.length > 0 && have.has(w));
}

export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

export interface Span {
  text: string;
  start: number;
  end: number;
}

/** Sentences (and list lines) of a text, each an exact substring with its offsets. */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  const re = /(?:[^\n.!?]|[.!?](?=[^\s.!?]))+[.!?]*/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed.length === 0) continue;
    const start = (m.index ?? 0) + lead;
    out.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return out;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// One wording for the engine and the question service that merges its questions.
export { clip, listJoin } from '@hiring/shared/ai';

/**
 * Two stems of one word family: "misunderstand" / "misunderstood", "idempotent" / "idempotenc". The
 * stemmer leaves derived forms apart; a long shared beginning joins them, without joining "product"
 * and "production".
 */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 6) return false;
  let i = 0;
  while (i < shorter && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i >= 6 && i >= 0.75 * shorter;
}
