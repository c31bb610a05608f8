import { jaccard, stemSet } from './text.ts';

/* Which variant of a question set to write, and whether a text repeats one the new set must avoid. */

/** Which set to write: the seed's suffix for a later variant, and whether a text repeats one to avoid. */
export interface Variant {
  n: number;
  suffix: string;
  /** The same text as one to avoid. */
  same(text: string): boolean;
  /** The same text, or close to one to avoid. */
  repeats(text: string): boolean;
}

export function variantOf(n: number, avoid: readonly string[]): Variant {
  const exact = new Set(avoid.map((t) => t.trim().toLowerCase()));
  const stems = avoid.map((t) => stemSet(t));
  const same = (text: string) => exact.has(text.trim().toLowerCase());
  return {
    n,
    suffix: n > 0 ? `|v${n}` : '',
    same,
    repeats: (text) => same(text) || (stems.length > 0 && stems.some((b) => jaccard(stemSet(text), b) >= 0.75)),
  };
}
