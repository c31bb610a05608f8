/**
 * A copy of an answer made for reading rules, not for scoring: invisible characters dropped, runs
 * of white space shortened, compatibility forms folded (fullwidth letters, ligatures), the Cyrillic
 * and Greek letters that look like Latin ones mapped to them, and lower case. Each character of the copy remembers where
 * it came from, so a span found in the copy maps back to the exact span of the original text.
 */

/** Characters that show nothing: zero-width spaces and joiners, word joiners, the BOM, soft hyphens. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** Letters of other scripts that read as Latin ones ("ѕсоrе" spelt with Cyrillic letters). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

export interface ReadingCopy {
  text: string;
  /** For each UTF-16 unit of `text`, the index in the original where its character starts. */
  from: number[];
  /** Length of the original, so a span ending at the copy's end maps to the original's end. */
  originalLength: number;
}

export function readingCopy(original: string): ReadingCopy {
  let text = '';
  const from: number[] = [];
  let index = 0;
  // A run of white space reads as one space, one line break or one blank line: the rules then
  // never walk long runs (20,000 spaces would otherwise take seconds).
  let run = '';
  let runAt = 0;
  const endRun = () => {
    if (run === '') return;
    const newlines = run.split('\n').length - 1;
    const kept = newlines >= 2 ? '\n\n' : newlines === 1 ? '\n' : ' ';
    text += kept;
    for (let i = 0; i < kept.length; i++) from.push(runAt);
    run = '';
  };
  for (const ch of original) {
    const at = index;
    index += ch.length;
    if (INVISIBLE.test(ch)) continue;
    if (/\s/u.test(ch)) {
      if (run === '') runAt = at;
      run += ch;
      continue;
    }
    endRun();
    const folded = ch.normalize('NFKC').toLowerCase();
    for (const unit of folded) {
      const mapped = LOOK_ALIKES[unit] ?? unit;
      text += mapped;
      for (let i = 0; i < mapped.length; i++) from.push(at);
    }
  }
  endRun();
  return { text, from, originalLength: original.length };
}

/** The original span of the copy's span [start, end). */
export function originalSpan(copy: ReadingCopy, start: number, end: number): [number, number] {
  const s = copy.from[start] ?? copy.originalLength;
  const e = end >= copy.from.length ? copy.originalLength : (copy.from[end] ?? copy.originalLength);
  return [s, e];
}
