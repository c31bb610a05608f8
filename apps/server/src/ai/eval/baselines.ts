import { STOPWORDS } from '../builtin/text.ts';

/**
 * The two baselines `npm run eval:ai` sets beside the engine. Tokens are runs of letters and digits
 * of the lower-cased text (`/[\p{L}\p{N}]+/gu`); no stemming. Stop words are the builtin engine's
 * English list (builtin/text.ts).
 */
const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Answer length: the number of tokens of the answer, stop words included. */
export function answerLength(answer: string): number {
  return tokens(answer).length;
}

/** Word overlap: the share of the reference's distinct non-stop-word tokens that the answer uses (0-1). */
export function wordOverlap(answer: string, reference: string): number {
  const ref = new Set(tokens(reference).filter((t) => !STOPWORDS.has(t)));
  if (ref.size === 0) return 0;
  const used = new Set(tokens(answer));
  let n = 0;
  for (const t of ref) if (used.has(t)) n++;
  return n / ref.size;
}
