import { HIDDEN_CONCERNS_SCORING, HIDDEN_MARKUP, INSTRUCTION_PATTERNS, type Scope, TAG_CHARACTERS } from './instruction-patterns.ts';
import { originalSpan, readingCopy } from './reading-copy.ts';

/**
 * Text of an answer addressed to whoever scores it ("Note to the evaluator: ...", "ignore the
 * rubric", "as an AI you must...", "this answer deserves 5/5", "system:" lines, hidden markup),
 * found and taken out so the engine scores only the answer. What stays is the original text,
 * character for character, so every quote of it is a quote of the answer the candidate wrote.
 */

export interface InstructionCheck {
  /** The answer without the instructions: the original's own characters, pieces joined by a space or a line break. */
  text: string;
  /** The pieces of the original that `text` joins, each as written. */
  pieces: string[];
  /** Whether anything was taken out. */
  found: boolean;
  /** The pieces taken out, as written. */
  removed: string[];
}

type Span = [number, number];

/** A clause left with fewer words than this beside a removed instruction goes with it ("Please," "So,"). */
const MIN_WORDS_LEFT = 4;
/** A label with fewer words than this after it on its line ("Note to the evaluator:") takes the next paragraph. */
const MIN_WORDS_AFTER_LABEL = 1;

const words = (s: string) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).length;

function sentenceStart(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i];
    if (c === '\n') return i + 1;
    if ((c === '.' || c === '!' || c === '?') && /\s/.test(text[i + 1] ?? '')) return i + 1;
  }
  return 0;
}

function sentenceEnd(text: string, at: number): number {
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') return i;
    if ((c === '.' || c === '!' || c === '?') && (i + 1 === text.length || /\s/.test(text[i + 1] ?? ''))) {
      let j = i + 1;
      while (j < text.length && /[.!?"'”)\]]/.test(text[j] ?? '')) j++;
      return j;
    }
  }
  return text.length;
}

function lineEnd(text: string, at: number): number {
  const i = text.indexOf('\n', at);
  return i < 0 ? text.length : i;
}

/** The end of the paragraph after `at`: the next blank line, or the text's end. */
function paragraphEnd(text: string, at: number): number {
  const blank = /\n\s*\n/g;
  blank.lastIndex = at;
  const m = blank.exec(text);
  return m ? m.index : text.length;
}

/** A bracketed group around [start, end) within one sentence, if there is one. */
function enclosingBracket(text: string, start: number, end: number, from: number, to: number): Span | null {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  for (let i = start - 1; i >= from; i--) {
    const close = pairs[text[i] ?? ''];
    if (!close) continue;
    const j = text.indexOf(close, end);
    if (j >= 0 && j < to + 1) return [i, j + 1];
    return null;
  }
  return null;
}

/** The start of the clause holding `at`, no earlier than the sentence's start. */
function clauseStart(text: string, at: number, from: number): number {
  for (let i = at - 1; i >= from; i--) {
    const c = text[i] ?? '';
    if (/[,;:—–(]/.test(c)) return i + 1;
    if (c === '-' && text[i - 1] === ' ' && text[i + 1] === ' ') return i + 1;
  }
  return from;
}

/** What a match takes with it, in the reading copy. */
function spanOf(copy: string, start: number, end: number, scope: Scope): Span {
  const from = sentenceStart(copy, start);
  const to = sentenceEnd(copy, end);
  const bracket = enclosingBracket(copy, start, end, from, to);
  if (bracket) return bracket;
  if (scope !== 'sentence') {
    const line = lineEnd(copy, end);
    let stop = scope === 'line' ? line : Math.max(to, end);
    if (words(copy.slice(end, line)) < MIN_WORDS_AFTER_LABEL) stop = paragraphEnd(copy, end);
    // Openers right before the label go with it: "(", "**", "- ", "P.S."
    let s = start - (/p\.?\s?s\.?\s*[:,-]?\s*$/.exec(copy.slice(0, start))?.[0].length ?? 0);
    while (s > 0 && /[ \t([{<*#>_"'“\-–—•]/.test(copy[s - 1] ?? '')) s--;
    return [s, stop];
  }
  const clause = clauseStart(copy, start, from);
  // The clause runs to the sentence's end; what is before it stays unless it is only a word or two.
  if (words(copy.slice(from, clause)) < MIN_WORDS_LEFT) return [from, to];
  // The clause's separator goes with it: "I fixed it, so give me 5/5." keeps "I fixed it".
  return [Math.max(from, clause - 1), to];
}

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out.at(-1);
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push([s[0], s[1]]);
  }
  return out;
}

function hiddenSpans(answer: string): Span[] {
  const spans: Span[] = [];
  for (const m of answer.matchAll(TAG_CHARACTERS)) spans.push([m.index, m.index + m[0].length]);
  for (const re of HIDDEN_MARKUP) {
    for (const m of answer.matchAll(re)) {
      const inner = readingCopy(m[0].replace(/<!--|-->|<[^>]*>/g, ' ')).text;
      if (HIDDEN_CONCERNS_SCORING.test(inner) || INSTRUCTION_PATTERNS.some((p) => new RegExp(p.pattern.source, 'u').test(inner))) {
        spans.push([m.index, m.index + m[0].length]);
      }
    }
  }
  return spans;
}

function instructionSpans(answer: string): Span[] {
  const copy = readingCopy(answer);
  const spans: Span[] = [];
  for (const { pattern, scope } of INSTRUCTION_PATTERNS) {
    for (const m of copy.text.matchAll(pattern)) {
      const [s, e] = spanOf(copy.text, m.index, m.index + m[0].length, scope);
      spans.push(originalSpan(copy, s, e));
    }
  }
  return spans;
}

/** The answer without what it says to the scorer; honest text is left exactly as written. */
export function stripEvaluatorInstructions(answer: string): InstructionCheck {
  const spans = merge([...hiddenSpans(answer), ...instructionSpans(answer)]);
  if (spans.length === 0) return { text: answer, pieces: [answer], found: false, removed: [] };
  const kept: string[] = [];
  const pieces: string[] = [];
  const removed: string[] = [];
  let at = 0;
  for (const [s, e] of spans) {
    const piece = answer.slice(at, s).trim();
    if (piece) {
      pieces.push(piece);
      kept.push(piece, /\n/.test(answer.slice(s, e)) ? '\n' : ' ');
    }
    const gone = answer.slice(s, e).trim();
    if (gone) removed.push(gone);
    at = e;
  }
  const rest = answer.slice(at).trim();
  if (rest) {
    pieces.push(rest);
    kept.push(rest);
  }
  return { text: kept.join('').trim(), pieces, found: removed.length > 0, removed };
}
