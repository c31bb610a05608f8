import { tokensOf } from '../nlp-tokens.ts';
import { STOPWORDS, stem } from '../text.ts';

/*
 * An answer (or a reference) read once with wink-nlp: each word's lemma, folded by the engine's stemmer so
 * "found"/"find", "queries"/"query" and "indexes"/"index" meet, whether it sits under a negation, and which
 * sentence it belongs to. Everything the scorer measures is counted on these keys.
 */

export interface Word {
  /** Stemmed lemma: the key words are compared on. */
  key: string;
  lower: string;
  pos: string;
  /** Under "not", "no", "never", "without"... up to the end of its clause. */
  negated: boolean;
  /**
   * The negated clause the word stands in (after "not", "no", "never"... and before the clause ends), whether or not the
   * negation is its own: 1, 2, ... in the order of the text; 0 outside any.
   */
  scope: number;
  /** In a negated clause that offers the other way too ("may or may not have", "whether or not"): it commits to neither. */
  hedged?: true;
  sentence: number;
  start: number;
  end: number;
}

export interface Reading {
  text: string;
  words: Word[];
  /** Content words (no stop words, no punctuation, no numbers alone). */
  content: Word[];
  keys: Set<string>;
  /** All word tokens, stop words included (for the function-word ratio). */
  tokens: number;
  functionWords: number;
  verbs: number;
}

const NEGATORS = new Set(['not', "n't", 'no', 'never', 'without', 'none', 'neither', 'nor', 'cannot', 'nothing', 'nobody']);
const FUNCTION_POS = new Set(['DET', 'ADP', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART']);
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);
const CLAUSE_END = /^[.,;:!?()]$|^(but|although|though|however|whereas|because|so|and)$/;
/** Words that open a clause the negation before them does not reach (its own next word aside). */
const SCOPE_END = /^(when|if|while|unless|until|once)$/;
/** Words that carry no content for coverage even when they are not stop words. */
const FILLERS = new Set(['yes', 'ok', 'okay', 'etc', 'eg', 'ie', 'e.g', 'i.e']);

export function keyOf(lemma: string): string {
  return stem(lemma.replace(/^[^a-z0-9]+|[^a-z0-9+#]+$/g, ''));
}

const CACHE = new Map<string, Reading>();

/** Reads a text into words; a guide's readings are kept (the last 512), an answer's never. */
export function read(text: string, keep = false): Reading {
  const hit = CACHE.get(text);
  if (hit) return hit;
  const toks = tokensOf(text);
  const words: Word[] = [];
  let sentence = 0;
  let negatedFor = 0;
  let scope = 0;
  let scopes = 0;
  let tokens = 0;
  let functionWords = 0;
  let verbs = 0;
  const hedgedScopes = new Set<number>();
  for (const t of toks) {
    if (t.pos === 'PUNCT' && /[.!?\n]/.test(t.value)) sentence++;
    if (CLAUSE_END.test(t.lower)) {
      negatedFor = 0;
      scope = 0;
    }
    // A condition or a time opens a clause of its own: "does not light when the switch is closed" denies no closed switch.
    if (SCOPE_END.test(t.lower)) scope = 0;
    const isNegator = NEGATORS.has(t.lower) || t.lower === 'n’t';
    if (/[a-z0-9]/i.test(t.value) && t.pos !== 'PUNCT') {
      tokens++;
      if (STOPWORDS.has(t.lower) || FUNCTION_POS.has(t.pos)) functionWords++;
      if (t.pos === 'VERB') verbs++;
    }
    const content = !isNegator && CONTENT_POS.has(t.pos);
    words.push({
      key: keyOf(t.lemma),
      lower: t.lower,
      pos: t.pos,
      negated: negatedFor > 0 && content,
      scope: content ? scope : 0,
      sentence,
      start: t.start,
      end: t.end,
    });
    // A negation covers the next content word: "not connected", "no difference (in electrical state)"; its scope, the
    // rest of the clause ("not contained in a closed path"), is what two negated phrases share (decision 808).
    if (isNegator) {
      negatedFor = 4;
      if (scope === 0) scope = ++scopes;
      // "or not", "or may not", "or does not": the clause is said both ways (decision 813).
      if (words.slice(-3, -1).some((x) => x.lower === 'or')) hedgedScopes.add(scope);
    } else if (content) negatedFor = 0;
    else if (negatedFor > 0) negatedFor--;
  }
  for (const w of words) if (hedgedScopes.has(w.scope)) w.hedged = true;
  const content = words.filter(
    (w) =>
      w.key.length >= 2 &&
      /[a-z]/.test(w.key) &&
      w.pos !== 'PUNCT' &&
      !STOPWORDS.has(w.lower) &&
      !FILLERS.has(w.lower) &&
      !NEGATORS.has(w.lower) &&
      !FUNCTION_POS.has(w.pos),
  );
  const reading: Reading = { text, words, content, keys: new Set(content.map((w) => w.key)), tokens, functionWords, verbs };
  if (keep) {
    if (CACHE.size >= 512) CACHE.delete(CACHE.keys().next().value!);
    CACHE.set(text, reading);
  }
  return reading;
}

/** A reading of `text` made of the given words of another reading, without reading it again. */
function readingOf(text: string, words: Word[], content: Word[]): Reading {
  return {
    text,
    words,
    content,
    keys: new Set(content.map((w) => w.key)),
    tokens: words.filter((w) => w.pos !== 'PUNCT').length,
    functionWords: words.filter((w) => FUNCTION_POS.has(w.pos)).length,
    verbs: words.filter((w) => w.pos === 'VERB').length,
  };
}

/** The part of a reading between two offsets of its text (a sentence), without reading it again. */
export function within(r: Reading, start: number, end: number): Reading {
  const inside = (w: Word) => w.start >= start && w.end <= end;
  return readingOf(r.text.slice(start, end), r.words.filter(inside), r.content.filter(inside));
}

/** A reading less some of its sentences (padding), without reading it again. */
export function except(r: Reading, spans: { start: number; end: number }[]): Reading {
  if (spans.length === 0) return r;
  const kept = (w: Word) => !spans.some((s) => w.start >= s.start && w.end <= s.end);
  const text = spans.reduce((t, s) => t.slice(0, s.start) + ' '.repeat(s.end - s.start) + t.slice(s.end), r.text);
  return readingOf(text, r.words.filter(kept), r.content.filter(kept));
}
