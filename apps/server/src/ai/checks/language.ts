import { francAll } from 'franc-min';

/**
 * The language an answer is written in, read by franc-min's trigram model (82 languages) from the
 * answer's prose only: code, links, addresses, numbers and names (capitalised words inside a
 * sentence, identifiers such as pg_stat_statements or camelCase) say nothing about the language
 * and would pull a short English answer full of tool names towards another language.
 */

/** Fewer prose words than this (in a script with spaces), and the language is not told. */
export const MIN_PROSE_WORDS = 6;
/** Fewer letters than this in a script written without spaces (Chinese, Japanese, Thai), and the language is not told. */
export const MIN_UNSPACED_LETTERS = 10;
/**
 * An expected language wins a close call: it is reported when its trigram score is at least this
 * share of the best language's (franc scores the best 1). Few words read close to several
 * languages, so the share is lower for short prose (MIN_PROSE_WORDS) and rises to the long share
 * at LONG_PROSE_WORDS; in longer prose franc's scores bunch together, so a wide margin there would
 * let a Spanish paragraph pass as English.
 */
export const EXPECTED_SHARE_SHORT = 0.75;
export const EXPECTED_SHARE_LONG = 0.9;
export const LONG_PROSE_WORDS = 20;
/** The best language must lead the next by at least this score, else the language is not told. */
export const MIN_LEAD = 0.02;

export interface DetectLanguageOptions {
  /** Languages the text is expected in (ISO 639-1), which win close calls. */
  expected?: readonly string[];
}

const CODE = /```[\s\S]*?```|`[^`\n]*`/g;
const LINKS = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/g;
/** Punctuation of scripts without spaces (，。！？), where it is the only break between words. */
const FULL_WIDTH_PUNCTUATION = /[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/g;
const SENTENCE_END = /[.!?:;]["')\]]*$/;
/** A word of prose: letters (any script) with inner apostrophes or hyphens, no digits or symbols. */
const LOWER_WORD = /^[\p{Ll}\p{Lo}\p{M}][\p{Ll}\p{Lo}\p{M}'’-]*$/u;
const CAPITALISED_WORD = /^\p{Lu}[\p{Ll}\p{M}'’-]*$/u;
const UNSPACED_LETTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;

/** The words of `text` that tell its language, in order. */
export function proseWords(text: string): string[] {
  const tokens = text.replace(CODE, ' . ').replace(LINKS, ' ').replace(FULL_WIDTH_PUNCTUATION, ' . ').split(/\s+/).filter(Boolean);
  const words: string[] = [];
  let sentenceStart = true;
  for (const token of tokens) {
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    // "I" and a sentence's first word are prose; other capitalised words are names of people, places or tools.
    if (LOWER_WORD.test(word) || word === 'I' || (sentenceStart && CAPITALISED_WORD.test(word))) words.push(word);
    sentenceStart = token === '.' || SENTENCE_END.test(token) || /^[-*•]$/.test(token);
  }
  return words;
}

/** franc's ISO 639-3 code as the shortest BCP 47 code ("spa" -> "es"; "zlm" has no two-letter code). */
function shortCode(iso6393: string): string {
  try {
    return Intl.getCanonicalLocales(iso6393)[0] ?? iso6393;
  } catch {
    return iso6393;
  }
}

function expectedShare(words: number): number {
  const t = Math.min(1, Math.max(0, (words - MIN_PROSE_WORDS) / (LONG_PROSE_WORDS - MIN_PROSE_WORDS)));
  return EXPECTED_SHARE_SHORT + t * (EXPECTED_SHARE_LONG - EXPECTED_SHARE_SHORT);
}

/**
 * The language `text` is written in, as an ISO 639-1 code ("en", "es"; ISO 639-3 for a language
 * without one), or null when it cannot tell: too little prose, or two languages too close to call.
 */
export function detectLanguage(text: string, options: DetectLanguageOptions = {}): string | null {
  const words = proseWords(text);
  const unspaced = words.join('').match(UNSPACED_LETTER)?.length ?? 0;
  if (words.length < MIN_PROSE_WORDS && unspaced < MIN_UNSPACED_LETTERS) return null;
  const ranked = francAll(words.join(' '), { minLength: 1 })
    .filter(([code]) => code !== 'und')
    .map(([code, score]) => ({ code: shortCode(code), score }));
  const [best, next] = ranked;
  if (!best) return null;
  const expected = ranked.find((r) => options.expected?.includes(r.code));
  if (expected && expected.score >= expectedShare(words.length) * best.score) return expected.code;
  if (next && best.score - next.score < MIN_LEAD) return null;
  return best.code;
}
